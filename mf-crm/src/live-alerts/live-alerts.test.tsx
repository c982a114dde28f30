import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, type CurrentUser, type NotificationLead } from '@motohaul/contracts';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { FakeEventSource } from '../test/fake-event-source';
import { LiveAlerts } from './live-alerts';

const provider: CurrentUser = {
  id: 7,
  username: 'pat',
  email: null,
  userType: 'provider',
  firstName: 'Pat',
  lastName: 'Provider',
  teamOwnerId: null,
  companyName: 'Pat Transport',
};

const lead: NotificationLead = {
  id: 41,
  jobReference: 'MT-250041',
  customerName: 'Liam',
  vehicleMake: 'Honda',
  vehicleModel: 'CBR650R',
  vehicleYear: null,
  preferredLocation: null,
  urgency: null,
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Newcastle NSW 2300',
  createdAt: '2030-01-01T00:00:00.000Z',
};

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async (): Promise<NotificationPermission> => {
    FakeNotification.permission = 'granted';
    return FakeNotification.permission;
  });
  static titles: string[] = [];
  close = vi.fn();
  constructor(title: string) {
    FakeNotification.titles.push(title);
  }
}

const oscillatorFrequencies: number[] = [];
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    const oscillator = {
      frequency: { value: 0 },
      onended: null,
      connect: vi.fn(),
      stop: vi.fn(),
      start: () => oscillatorFrequencies.push(oscillator.frequency.value),
    };
    return oscillator;
  }
  createGain() {
    return { gain: { value: 1 }, connect: vi.fn() };
  }
  close() {
    return Promise.resolve();
  }
}

function renderAlerts(user: CurrentUser = provider) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial="/dashboard">{() => <LiveAlerts user={user} />}</MemoryNavigation>
    </QueryClientProvider>,
  );
  return { invalidate };
}

describe('LiveAlerts', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    FakeNotification.permission = 'default';
    FakeNotification.titles = [];
    oscillatorFrequencies.length = 0;
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('when the stream connects, then it shows Live, the Enable Alerts button and the Live Updates Active badge', () => {
    renderAlerts();
    expect(screen.getByRole('status')).toHaveTextContent('Disconnected');
    expect(FakeEventSource.latest.url).toBe(API_PATHS.notificationsStream);
    expect(FakeEventSource.latest.withCredentials).toBe(true);

    act(() => FakeEventSource.latest.open());
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    expect(screen.getByRole('button', { name: 'Enable Alerts' })).toBeInTheDocument();
    expect(screen.getByText('Live Updates Active')).toBeInTheDocument();
  });

  it('when the connection fails, then Live Updates Active is gone: one state at a time', () => {
    renderAlerts();
    expect(screen.queryByText('Live Updates Active')).not.toBeInTheDocument();
    act(() => FakeEventSource.latest.open());
    expect(screen.getByText('Live Updates Active')).toBeInTheDocument();
    act(() => FakeEventSource.latest.fail());
    expect(screen.getByRole('status')).toHaveTextContent('Connection failed');
    expect(screen.queryByText('Live Updates Active')).not.toBeInTheDocument();
  });

  it('when the browser has notifications denied, then Enable Alerts says they are blocked and how to allow them', async () => {
    FakeNotification.permission = 'denied';
    FakeNotification.requestPermission.mockImplementationOnce(async () => 'denied');
    renderAlerts();
    expect(screen.queryByText(/Notifications are blocked/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enable Alerts' }));
    expect(
      await screen.findByText('Notifications are blocked for this site. Allow them in your browser’s site settings, then press Enable Alerts again.'),
    ).toBeInTheDocument();
  });

  it('when a lead is sold, then the purchases are read again (the buyer may be this user in another tab)', () => {
    const { invalidate } = renderAlerts();
    act(() => {
      FakeEventSource.latest.open();
      FakeEventSource.latest.message({ type: 'lead_sold', data: { id: 41, reason: 'sold' } }, '42');
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [API_PATHS.myPurchasedLeads] });
  });

  it('when a team member views it, then there is no Live Updates Active badge', () => {
    renderAlerts({ ...provider, userType: 'team_member', teamOwnerId: 3 });
    expect(screen.queryByText('Live Updates Active')).not.toBeInTheDocument();
  });

  it('when the user enables alerts and permission is granted, then the button becomes Alerts On', async () => {
    renderAlerts();
    await userEvent.click(screen.getByRole('button', { name: 'Enable Alerts' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalled();
    expect(await screen.findByText('Alerts On')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable Alerts' })).not.toBeInTheDocument();
  });

  it('when a new lead arrives, then it notifies, plays the 800 Hz tone and refreshes the lead list', () => {
    FakeNotification.permission = 'granted';
    const { invalidate } = renderAlerts();
    expect(screen.getByText('Alerts On')).toBeInTheDocument();

    act(() => {
      FakeEventSource.latest.open();
      FakeEventSource.latest.message({ type: 'new_lead', data: lead }, '41');
    });

    expect(FakeNotification.titles).toEqual(['New lead: Honda CBR650R']);
    expect(oscillatorFrequencies).toEqual([800]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [API_PATHS.leads] });
  });

  it('when a new lead arrives with notifications off, then the page says so, with a link to the lead', () => {
    renderAlerts();
    act(() => {
      FakeEventSource.latest.open();
      FakeEventSource.latest.message({ type: 'new_lead', data: lead }, '41');
    });
    expect(FakeNotification.titles).toEqual([]);
    const link = screen.getByRole('link', { name: 'New lead: Honda CBR650R, Parramatta NSW 2150 → Newcastle NSW 2300. View lead MT-250041' });
    expect(link).toHaveAttribute('href', '/dashboard/leads/MT-250041');
    expect(link.closest('p')).toHaveTextContent('New lead: Honda CBR650R, Parramatta NSW 2150 → Newcastle NSW 2300. View lead MT-250041');
    expect(link.closest('p')).toHaveAttribute('aria-live', 'polite');
  });

  it('when a new lead arrives for a team member, then the page names no lead they cannot buy', () => {
    renderAlerts({ ...provider, userType: 'team_member', teamOwnerId: 3 });
    act(() => {
      FakeEventSource.latest.open();
      FakeEventSource.latest.message({ type: 'new_lead', data: lead }, '41');
    });
    expect(screen.queryByText(/New lead:/)).not.toBeInTheDocument();
  });

  it("when this browser turned the sound off on Alert settings, then a new lead notifies without the tone", () => {
    FakeNotification.permission = 'granted';
    window.localStorage.setItem('motohaul.alertSound', 'off');
    try {
      renderAlerts();
      act(() => {
        FakeEventSource.latest.open();
        FakeEventSource.latest.message({ type: 'new_lead', data: lead }, '41');
      });
      expect(FakeNotification.titles).toEqual(['New lead: Honda CBR650R']);
      expect(oscillatorFrequencies).toEqual([]);
    } finally {
      window.localStorage.removeItem('motohaul.alertSound');
    }
  });

  it('when the connection fails, then it shows Connection failed and tries again after 5 seconds from the last event id', () => {
    vi.useFakeTimers();
    renderAlerts();
    act(() => {
      FakeEventSource.latest.open();
      FakeEventSource.latest.message({ type: 'new_lead', data: lead }, '41');
      FakeEventSource.latest.fail();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Connection failed');
    expect(FakeEventSource.latest.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => vi.advanceTimersByTime(4_999));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest.url).toBe(`${API_PATHS.notificationsStream}?lastEventId=41`);

    act(() => FakeEventSource.latest.open());
    expect(screen.getByRole('status')).toHaveTextContent('Live');
  });

  it('when it unmounts, then the stream closes and no retry is left behind', () => {
    vi.useFakeTimers();
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryNavigation initial="/dashboard">{() => <LiveAlerts user={provider} />}</MemoryNavigation>
      </QueryClientProvider>,
    );
    const source = FakeEventSource.latest;
    act(() => source.fail());
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });
});

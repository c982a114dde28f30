import type { ReactNode } from 'react';
import { act, render as renderUi, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_REMINDER, BACKUP_REMINDER_COOKIE, BACKUP_REMINDER_DISMISSED_KEY } from '@motohaul/contracts';
import { BackupReminder } from './backup-reminder';
import { readDismissedAt, rememberDismissal } from './reminder-timing';

let queryClient: QueryClient;
const render = (ui: ReactNode) =>
  renderUi(ui, { wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> });

describe('BackupReminder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.cookie = `${BACKUP_REMINDER_COOKIE}=; Max-Age=0; Path=/`;
    queryClient = new QueryClient();
  });
  afterEach(() => vi.useRealTimers());

  it('when it is due, then its place is kept hidden from the first render and it shows 1 s later in the same box', () => {
    const { container } = render(<BackupReminder records={3} onExport={() => undefined} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).not.toBeNull();
    expect(box).toHaveAttribute('inert');
    // Hidden by a class: the dashboard's server markup may carry no style attribute (the CSP refuses inline styles).
    expect(box).not.toHaveAttribute('style');
    expect(screen.queryByRole('dialog', { name: 'Back up your CRM data' })).toBeNull();
    act(() => vi.advanceTimersByTime(BACKUP_REMINDER.appearAfterMs));
    expect(screen.getByRole('dialog', { name: 'Back up your CRM data' })).toBe(box);
    expect(box).not.toHaveAttribute('inert');
  });

  it('when there are no records, then nothing is drawn', () => {
    const { container } = render(<BackupReminder records={0} onExport={() => undefined} />);
    expect(container.firstElementChild).toBeNull();
  });

  it('while the records are read, then its place is already kept, and it shows 1 s after they arrive in that same box', () => {
    const { container, rerender } = render(<BackupReminder records={undefined} onExport={() => undefined} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveAttribute('inert');
    act(() => vi.advanceTimersByTime(BACKUP_REMINDER.appearAfterMs * 3));
    expect(screen.queryByRole('dialog', { name: 'Back up your CRM data' })).toBeNull();

    rerender(<BackupReminder records={4} onExport={() => undefined} />);
    expect(container.firstElementChild).toBe(box);
    act(() => vi.advanceTimersByTime(BACKUP_REMINDER.appearAfterMs));
    expect(screen.getByRole('dialog', { name: 'Back up your CRM data' })).toBe(box);
    expect(screen.getByText(/You have 4 CRM records/)).toBeVisible();
  });

  it('when it was dismissed within 24 hours, then no place is kept while the records are read', () => {
    rememberDismissal(Date.now() - 60_000);
    const { container } = render(<BackupReminder records={undefined} onExport={() => undefined} />);
    expect(container.firstElementChild).toBeNull();
  });

  it('when the records turn out to be none, then the kept place closes', () => {
    const { container, rerender } = render(<BackupReminder records={undefined} onExport={() => undefined} />);
    expect(container.firstElementChild).not.toBeNull();
    rerender(<BackupReminder records={0} onExport={() => undefined} />);
    expect(container.firstElementChild).toBeNull();
  });

  it('when Dismiss is pressed, then the dismissal is kept in a cookie for a day (the server reads it too) and the reminder closes', () => {
    render(<BackupReminder records={3} onExport={() => undefined} />);
    act(() => vi.advanceTimersByTime(BACKUP_REMINDER.appearAfterMs));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('dialog', { name: 'Back up your CRM data' })).toBeNull();
    expect(Number(readDismissedAt())).toBe(Date.now());
    expect(queryClient.getQueryData(BACKUP_REMINDER_DISMISSED_KEY)).toBe(String(Date.now()));
  });

  it('when the page arrives with a dismissal of the last day (its HTML seeded it), then no place is kept', () => {
    queryClient.setQueryData(BACKUP_REMINDER_DISMISSED_KEY, String(Date.now() - 60_000));
    const { container } = render(<BackupReminder records={undefined} onExport={() => undefined} />);
    expect(container.firstElementChild).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, type AdminOutboxMessage, type AdminOutboxPage } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { AdminApiProvider } from '../../api/admin-client-context';
import { linkParts } from './linked-text';
import { OutboxTab } from './outbox-tab';

const OUTBOX = `GET ${API_PATHS.adminOutbox}`;
const RESET_URL = 'http://localhost:3000/auth/reset-password?token=Ab-9_x';

const message = (overrides: Partial<AdminOutboxMessage> = {}): AdminOutboxMessage => ({
  id: 1,
  to: 'pat@example.com',
  subject: 'Reset your MotoHaul password',
  kind: 'password_reset',
  status: 'queued',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2025-03-04T03:30:00.000Z',
  createdAt: '2025-03-04T03:30:00.000Z',
  sentAt: null,
  textBody: `Hi Pat,\n\nOpen this link to choose a new one:\n\n${RESET_URL}\n\nThe link works once.`,
  htmlBody: `<p><a href="${RESET_URL}">Choose a new password</a></p>`,
  ...overrides,
});
const page = (items: AdminOutboxMessage[], extra: Partial<AdminOutboxPage> = {}): AdminOutboxPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  bodiesShown: true,
  ...extra,
});

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <AdminApiProvider token="tok-1">
        <OutboxTab />
      </AdminApiProvider>
    </QueryClientProvider>,
  );
  return user;
}

describe('OutboxTab', () => {
  it('when pushes were sent, then they are listed beside the mails: time, push service, status and title', async () => {
    stubNetwork({
      [OUTBOX]: json(page([])),
      [`GET ${API_PATHS.adminPushDeliveries}`]: json({
        items: [
          { id: 2, type: 'new_lead', endpointHost: 'localhost:3000', title: 'New lead: Honda CBR500R', status: 201, error: null, createdAt: '2025-03-04T03:30:00.000Z' },
          { id: 1, type: 'new_lead', endpointHost: 'fcm.googleapis.com', title: 'New lead: Yamaha MT-07', status: 410, error: null, createdAt: '2025-03-04T03:29:00.000Z' },
        ],
      }),
    });
    renderTab();
    const list = await screen.findByRole('list', { name: 'Push notifications' });
    const [delivered, gone] = within(list).getAllByRole('listitem');
    expect(delivered).toHaveTextContent('New lead: Honda CBR500R');
    expect(delivered).toHaveTextContent('Sent4 Mar 2025, 2:30 pm');
    expect(delivered).toHaveTextContent('Push servicelocalhost:3000');
    expect(delivered).toHaveTextContent('Delivered (201)');
    expect(gone).toHaveTextContent('Refused (410)');
  });

  it('when it loads, then the loading text shows, then each message with its status, attempts, error and times', async () => {
    let release: (response: Response) => void = () => undefined;
    const outbox = new Promise<Response>((resolve) => (release = resolve));
    stubNetwork({ [OUTBOX]: () => outbox });
    renderTab();
    expect(screen.getByText('Loading admin dashboard...')).toBeInTheDocument();

    release(
      json(page([message(), message({ id: 2, to: 'sam@example.com', status: 'failed', attempts: 8, lastError: '451 Try again later' }), message({ id: 3, status: 'sent', attempts: 1, sentAt: '2025-03-04T03:31:00.000Z' })])),
    );
    const list = await screen.findByRole('list', { name: 'Emails' });
    const [queued, failed, sent] = within(list).getAllByRole('listitem');
    expect(within(queued!).getByText('Queued')).toBeInTheDocument();
    expect(queued).toHaveTextContent('To pat@example.com');
    expect(queued).toHaveTextContent('Created4 Mar 2025, 2:30 pm');
    expect(queued).toHaveTextContent('Next attempt');
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Attempts8');
    expect(failed).toHaveTextContent('Last error: 451 Try again later');
    expect(sent).toHaveTextContent('Sent4 Mar 2025, 2:31 pm');
    expect(network.to(OUTBOX)[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('when a message is opened in demo mode, then its body shows with the reset link as a working link', async () => {
    stubNetwork({ [OUTBOX]: json(page([message()])) });
    const user = renderTab();
    expect(await screen.findByText('Demo mode')).toBeInTheDocument();
    // A native <details>: browsers open it with Enter or Space on its summary too (jsdom only clicks).
    const summary = screen.getByText('Read message');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    const link = screen.getByRole('link', { name: RESET_URL });
    expect(link).toHaveAttribute('href', RESET_URL);
    expect(screen.getByText(/Open this link to choose a new one/)).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  // Issue 27: a name someone signed up with became a link in the Outbox.
  it('when a mail greets with a name holding an address, then the name stays text and only the reset link is a link', async () => {
    const textBody = `Hi Urgent: verify at https://evil.example,\n\nOpen this link to choose a new one:\n\n${RESET_URL}`;
    stubNetwork({ [OUTBOX]: json(page([message({ textBody })])) });
    const user = renderTab();
    await user.click(await screen.findByText('Read message'));
    expect(screen.getByText(/Hi Urgent: verify at https:\/\/evil\.example,/)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([RESET_URL]);
  });

  it('when bodies are not shown (live mode), then there is no message to open and it says why', async () => {
    stubNetwork({ [OUTBOX]: json(page([message({ textBody: null, htmlBody: null })], { bodiesShown: false })) });
    renderTab();
    expect(await screen.findByText('Message bodies are shown in demo mode only.')).toBeInTheDocument();
    expect(screen.queryByText('Read message')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('when there are no messages, then the empty state shows', async () => {
    stubNetwork({ [OUTBOX]: json(page([])) });
    renderTab();
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
  });

  it('when there is more than a page, then Next asks for the next page', async () => {
    stubNetwork({
      [OUTBOX]: (request) =>
        json(page([message({ id: Number(request.searchParams.get('page')) })], { total: 25, page: Number(request.searchParams.get('page')) })),
    });
    const user = renderTab();
    await screen.findByRole('list', { name: 'Emails' });
    expect(screen.getByText('Page 1 of 2 (25 in all)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (25 in all)')).toBeInTheDocument();
    expect(network.to(OUTBOX).at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('when the load fails, then the error and Retry show', async () => {
    stubNetwork({ [OUTBOX]: json({ message: 'The service is temporarily unavailable.' }, 503) });
    renderTab();
    expect(await screen.findByText('Could not load the outbox')).toBeInTheDocument();
  });
});

describe('linkParts', () => {
  it('when an http(s) address stands alone on its line, then it becomes a link; the lines around stay text', () => {
    expect(linkParts('Open this link:\n\nhttps://a.example/reset?token=1\n\nThe link works once.')).toEqual([
      { text: 'Open this link:\n\n' },
      { text: 'https://a.example/reset?token=1', href: 'https://a.example/reset?token=1' },
      { text: '\n\nThe link works once.' },
    ]);
    expect(linkParts('  http://b.example/z  ')).toEqual([{ text: '  ' }, { text: 'http://b.example/z', href: 'http://b.example/z' }, { text: '  ' }]);
  });

  // Issue 27: a first name 'Urgent: verify at https://evil.example' became a link in the greeting.
  it('when an address is inside a sentence (a name in the greeting), or not http(s), then it stays plain text', () => {
    const text = 'Hi Urgent: verify at https://evil.example,\n\nGo to https://a.example/x. Or javascript:alert(1)\njavascript:alert(1)';
    expect(linkParts(text)).toEqual([{ text }]);
  });
});

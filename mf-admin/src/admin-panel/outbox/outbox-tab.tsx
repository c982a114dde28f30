import { useState } from 'react';
import type { AdminOutboxMessage } from '@motohaul/contracts';
import { Alert, DescriptionList, EmptyState, Pager } from '@motohaul/design-system';
import { useAdminOutbox } from '../../api/outbox';
import { LoadState } from '../load-state';
import { LinkedText } from './linked-text';
import { formatDateTime, kindLabel, STATUS_LABELS } from './outbox-labels';
import { PushDeliveries } from './push-deliveries';
import panel from '../admin-panel.module.css';
import styles from './outbox.module.css';

const PAGE_SIZE = 20;

/**
 * Outbox: every outgoing email, newest first, paged. In demo mode the server sends the bodies too, and each
 * message can be opened and its links followed (a reset link, without a mail server); outside it never.
 */
export function OutboxTab() {
  const [page, setPage] = useState(1);
  const query = useAdminOutbox(page, PAGE_SIZE);

  if (!query.isSuccess) return <LoadState what="the outbox" query={query} />;
  const { items, total, bodiesShown } = query.data;
  return (
    <div className={panel.stack}>
      {bodiesShown ? (
        <Alert variant="info" title="Demo mode">
          Message bodies are shown here so their links can be followed without a mail server. Without SMTP_URL, no
          email leaves this server.
        </Alert>
      ) : (
        <p className={panel.muted}>Message bodies are shown in demo mode only.</p>
      )}
      {items.length === 0 ? (
        <EmptyState title="No emails yet" text="Emails the product sends, such as password reset links, appear here." />
      ) : (
        <>
          <ul className={panel.cardList} aria-label="Emails" aria-busy={query.isFetching || undefined}>
            {items.map((message) => (
              <OutboxMessageCard key={message.id} message={message} />
            ))}
          </ul>
          <Pager label="Outbox pages" page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
        </>
      )}
      <PushDeliveries />
    </div>
  );
}

const BADGE_TONES = { queued: styles.badgeQueued, sent: styles.badgeSent, failed: styles.badgeFailed } as const;

function OutboxMessageCard({ message }: { message: AdminOutboxMessage }) {
  return (
    <li className={panel.itemCard}>
      <div className={panel.itemHead}>
        <h3 className={panel.itemTitle}>{message.subject}</h3>
        <span className={`${panel.badge} ${BADGE_TONES[message.status]}`}>{STATUS_LABELS[message.status]}</span>
      </div>
      <p className={styles.to}>
        To <strong>{message.to}</strong>
      </p>
      <DescriptionList
        className={panel.details}
        items={[
          ['Kind', kindLabel(message.kind)],
          ['Attempts', message.attempts],
          ['Created', formatDateTime(message.createdAt)],
          ['Sent', message.sentAt ? formatDateTime(message.sentAt) : 'Not sent'],
          message.status === 'queued' && ['Next attempt', formatDateTime(message.nextAttemptAt)],
        ]}
      />
      {message.lastError && <p className={styles.lastError}>Last error: {message.lastError}</p>}
      {message.textBody !== null && (
        <details className={styles.message}>
          <summary>Read message</summary>
          <LinkedText text={message.textBody} className={styles.body} />
        </details>
      )}
    </li>
  );
}

import { DescriptionList, EmptyState } from '@motohaul/design-system';
import { useAdminPushDeliveries } from '../../api/push-deliveries';
import { LoadState } from '../load-state';
import { formatDateTime } from './outbox-labels';
import panel from '../admin-panel.module.css';

const statusText = (status: number, error: string | null) =>
  status >= 200 && status < 300 ? `Delivered (${status})` : status === 0 ? `Not sent: ${error ?? 'no answer'}` : `Refused (${status})`;

/** The latest pushes handed to push services (ADR 0058): when, to which push service, what, and its answer. */
export function PushDeliveries() {
  const query = useAdminPushDeliveries();
  return (
    <section aria-labelledby="push-deliveries-heading" className={panel.stack}>
      <h2 id="push-deliveries-heading" className={panel.itemTitle}>
        Push notifications
      </h2>
      {!query.isSuccess && <LoadState what="the push notifications" query={query} />}
      {query.data && query.data.items.length === 0 && (
        <EmptyState title="No push notifications yet" text="New-lead pushes to providers' devices appear here." />
      )}
      {query.data && query.data.items.length > 0 && (
        <ul className={panel.cardList} aria-label="Push notifications">
          {query.data.items.map((push) => (
            <li key={push.id} className={panel.itemCard}>
              <div className={panel.itemHead}>
                <h3 className={panel.itemTitle}>{push.title}</h3>
              </div>
              <DescriptionList
                className={panel.details}
                items={[
                  ['Sent', formatDateTime(push.createdAt)],
                  ['Push service', push.endpointHost],
                  ['Status', statusText(push.status, push.error)],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

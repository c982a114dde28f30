import { useEffect, useState } from 'react';
import { DISPLAY_TIME_ZONE, quoteStatusPagePath } from '@motohaul/contracts';
import { Card } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import { recentRequests, rememberRecentRequest, type RecentRequest } from '../api/recent-requests';
import { submittedQuote } from '../api/quote-submission';
import styles from './recent-requests.module.css';

const seenOn = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', timeZone: DISPLAY_TIME_ZONE });

/**
 * 'Your recent requests' (issue 28 item 6, ADR 0056): the status links this device has kept, so a rider who closed the
 * tab finds them again. The tab's own last quote is kept first. Read only in the browser, after hydration: the server's
 * markup has none, and nothing shows when the device has kept none.
 */
export function RecentRequests() {
  const [requests, setRequests] = useState<RecentRequest[]>([]);
  useEffect(() => {
    const quote = submittedQuote();
    if (quote) rememberRecentRequest(quote);
    setRequests(recentRequests());
  }, []);
  if (requests.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="recent-requests-heading">
      <h2 id="recent-requests-heading" className="mh-card__title">
        Your recent requests
      </h2>
      <p className={styles.note}>Kept on this device only. Each link shows where your request is up to.</p>
      <ul className={styles.list}>
        {requests.map((request) => (
          <li key={request.statusToken}>
            <AppLink to={quoteStatusPagePath(request.statusToken)}>Job {request.jobReference}</AppLink>
            <span className={styles.note}> · seen {seenOn(request.savedAt)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

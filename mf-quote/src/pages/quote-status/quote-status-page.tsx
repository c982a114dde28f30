import { useEffect, useRef } from 'react';
import { DISPLAY_TIME_ZONE, formatAustralianPhone, type QuoteStatusResponse, type RemotePageProps, type SalesStage } from '@motohaul/contracts';
import { Alert, Button, ButtonLink, Card, ProgressSteps, Spinner, buttonClassName, telHref } from '@motohaul/design-system';
import { AppLink, withNavigation } from '@motohaul/platform';
import { isInvalidLink, useQuoteStatus } from '../../api/quote-status';
import { forgetRecentRequest, rememberRecentRequest } from '../../api/recent-requests';
import { remoteRootProps } from '../../release/release';
import { CancelSection } from './cancel-section';
import { ProviderBadges } from './provider-badges';
import { ReviewSection } from './review-section';
import { TrackingSection } from './tracking-section';
import styles from './quote-status-page.module.css';
import { StatusPriceGuide } from '../../price-guide/price-guide-note';

/** The request's way from sent to delivered, as the progress list shows it. */
const PROGRESS = ['Sent', 'Taken', 'Called', 'Booked', 'Picked up', 'In transit', 'Delivered'] as const;

/** The step a bought request's sales stage is at (counted from 1; past the last: all done). */
const BOUGHT_PROGRESS: Partial<Record<SalesStage, number>> = {
  purchased: 3,
  called: 4,
  booked_in: 5,
  picked_up: 6,
  in_transit: 7,
  delivered: PROGRESS.length + 1,
  invoice_paid: PROGRESS.length + 1,
  finalised: PROGRESS.length + 1,
};

/** The step the request is at, null when no progress applies. */
const progressOf = ({ state, stage }: QuoteStatusResponse): number | null =>
  state === 'waiting' ? 2 : state === 'bought' && stage ? (BOUGHT_PROGRESS[stage] ?? null) : null;

const requestedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: DISPLAY_TIME_ZONE });
const checkedAt = (time: number) =>
  new Date(time).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit', timeZone: DISPLAY_TIME_ZONE });

function ProviderDetails({ provider }: { provider: NonNullable<QuoteStatusResponse['provider']> }) {
  const phone = formatAustralianPhone(provider.phone);
  return (
    <section className={styles.ruled} aria-labelledby="provider-heading">
      <h2 id="provider-heading">Your provider</h2>
      <p className={styles.company}>{provider.companyName ?? 'A MotoHaul transport provider'}</p>
      <ProviderBadges provider={provider} />
      {phone && (
        <ButtonLink href={telHref(phone)} variant="call">
          Call {phone}
        </ButtonLink>
      )}
    </section>
  );
}

function StatusCard({ status, checkedAt }: { status: QuoteStatusResponse; checkedAt: number }) {
  const step = progressOf(status);
  return (
    <Card as="section" aria-labelledby="status-headline">
      <ul className={styles.meta} aria-label="Request details">
        <li>Job {status.jobReference}</li>
        <li>{status.motorcycle}</li>
        <li>Requested {requestedOn(status.requestedAt)}</li>
      </ul>
      {step !== null && <ProgressSteps steps={PROGRESS} current={step} label="Your request's progress" />}
      <p id="status-headline" className={styles.headline} role="status">
        {status.headline}
      </p>
      <p className={styles.detail}>{status.detail}</p>
      {status.cancellation && <p className={styles.detail}>Your reason: “{status.cancellation.reason}”</p>}
      {status.tracking && <TrackingSection tracking={status.tracking} checkedAt={checkedAt} />}
      {status.provider && <ProviderDetails provider={status.provider} />}
    </Card>
  );
}

/**
 * /quote-status/:token: the rider's private status page (issue 15 item 4, ADR 0033): the request's stage, its provider,
 * its trip while under way (issue 47 item 2), a review once delivered. It asks again every few seconds while in view
 * (ADR 0056), at once when the tab comes back, and on 'Check now'; the request is kept on this device.
 */
function QuoteStatusPage({ config, navigation }: RemotePageProps) {
  const token = navigation.params?.token ?? '';
  const status = useQuoteStatus(token);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const invalid = status.isError && isInvalidLink(status.error);
  const jobReference = status.data?.jobReference;
  useEffect(() => {
    if (jobReference && token) rememberRecentRequest({ jobReference, statusToken: token });
  }, [jobReference, token]);
  useEffect(() => {
    if (invalid) forgetRecentRequest(token);
  }, [invalid, token]);

  // 'Try again' goes away once it worked: the keyboard goes to the page's heading rather than the document.
  const tryAgain = async () => {
    await status.refetch();
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="mh-page mh-page--narrow" {...remoteRootProps}>
      <header className="mh-page__header">
        <h1 className="mh-page__title" ref={headingRef} tabIndex={-1}>
          {invalid ? 'This status link is not valid' : 'Your Quote Request'}
        </h1>
        {!invalid && <p className="mh-page__lead">Follow your motorcycle transport request here. Keep this link to yourself.</p>}
      </header>

      {status.isPending && <Spinner label="Loading your request" size="lg" />}

      {invalid && (
        <Card as="section" aria-label="What to do">
          <p>
            Check that you opened the whole link from your quote confirmation. If you still need your motorcycle moved,
            request a new quote or call us.
          </p>
          <nav className="mh-actions" aria-label="What to do next">
            <AppLink to="/get-quote" className={buttonClassName({ variant: 'primary' })}>
              Get a Free Quote
            </AppLink>
            <ButtonLink href={telHref(config.supportPhone)} variant="secondary">
              Call {config.supportPhone}
            </ButtonLink>
          </nav>
        </Card>
      )}

      {status.isError && !invalid && !status.data && (
        <Alert variant="destructive" title="Your request's status could not be loaded">
          <p>{status.error.message}</p>
          <Button variant="secondary" onClick={() => void tryAgain()} disabled={status.isFetching}>
            {status.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </Alert>
      )}

      {status.data && !invalid && (
        <>
          <StatusCard status={status.data} checkedAt={status.dataUpdatedAt} />
          <StatusPriceGuide token={token} />
          <ReviewSection token={token} status={status.data} />
          <CancelSection token={token} status={status.data} onCancelled={() => headingRef.current?.focus({ preventScroll: false })} />
          <div className={styles.refresh}>
            <p aria-live="polite">
              {status.isRefetchError ? 'Could not check for news just now. ' : ''}Last checked {checkedAt(status.dataUpdatedAt)}.
            </p>
            <Button variant="secondary" size="sm" onClick={() => void status.refetch()} disabled={status.isFetching}>
              {status.isFetching ? 'Checking…' : 'Check now'}
            </Button>
          </div>
          <section className="mh-callout" aria-labelledby="help-heading">
            <h2 id="help-heading" className="mh-callout__title">
              Questions about your request?
            </h2>
            <p>Call us and quote job {status.data.jobReference}.</p>
            <ButtonLink href={telHref(config.supportPhone)} variant="call">
              Call {config.supportPhone}
            </ButtonLink>
          </section>
        </>
      )}
    </div>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(QuoteStatusPage);

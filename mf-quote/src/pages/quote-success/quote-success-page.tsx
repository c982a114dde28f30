import { useMemo, useState } from 'react';
import { quoteStatusPagePath, type RemotePageProps } from '@motohaul/contracts';
import { Button, ButtonLink, Card, TextField, buttonClassName, telHref } from '@motohaul/design-system';
import { useHydrated, withNavigation, AppLink } from '@motohaul/platform';
import { submittedQuote, type SubmittedQuote } from '../../api/quote-submission';
import { remoteRootProps } from '../../release/release';
import { RecentRequests } from '../../recent-requests/recent-requests';
import { EmailLinkForm } from './email-link-form';
import { StatusPriceGuide } from '../../price-guide/price-guide-note';

const NEXT_STEPS = [
  { title: 'Provider matching', text: 'We match your request with verified transport providers who cover your route.' },
  { title: 'Direct contact with quotes', text: 'Providers contact you directly with their quotes, so you can compare and choose.' },
  { title: 'Transport arranged', text: 'You book the provider you like, and your motorcycle is on its way.' },
];

const WHY = ['Verified and insured providers', 'Australia-wide coverage', 'Responses within 24 hours'];

type CopyState = 'idle' | 'copied' | 'failed';

/** The rider's private status link (ADR 0033): the address to keep, a copy button and the page itself. */
function StatusLink({ quote }: { quote: SubmittedQuote }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const path = quoteStatusPagePath(quote.statusToken);
  const url = `${window.location.origin}${path}`;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Card as="section" aria-labelledby="status-link-heading">
      <h2 id="status-link-heading" className="mh-card__title">
        Follow Your Request
      </h2>
      <p>
        Your job reference is <strong>{quote.jobReference}</strong>. This private link shows who takes your request and where
        your job is up to. Keep it to yourself: anyone with the link can see your request&apos;s status.
      </p>
      <TextField label="Your status link" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <p role="status">{copy === 'copied' ? 'Link copied.' : copy === 'failed' ? 'Could not copy: select the link and copy it.' : ''}</p>
      <div className="mh-actions">
        <Button variant="secondary" onClick={() => void copyLink()}>
          Copy link
        </Button>
        <AppLink to={path} className={buttonClassName({ variant: 'primary' })}>
          View Request Status
        </AppLink>
      </div>
      <EmailLinkForm token={quote.statusToken} />
    </Card>
  );
}

/** Shown after a quote request is stored (spec §2.5), with the rider's status link when this tab sent it. */
function QuoteSuccessPage({ config }: RemotePageProps) {
  // The tab's own quote is known in the browser alone: drawn once hydrated (the server's markup has no status link).
  const hydrated = useHydrated();
  const quote = useMemo(() => (hydrated ? submittedQuote() : null), [hydrated]);
  return (
    <div className="mh-page mh-page--narrow" {...remoteRootProps}>
      <header className="mh-page__header mh-page__header--center">
        <span className="mh-success-mark" aria-hidden="true">
          ✓
        </span>
        <h1 className="mh-page__title">Transport Quote Submitted!</h1>
        <p className="mh-page__lead">Thank you. Your motorcycle transport request has been sent to providers in our network.</p>
      </header>

      {quote && <StatusPriceGuide token={quote.statusToken} />}
      {quote && <StatusLink quote={quote} />}

      <Card as="section" aria-labelledby="next-heading">
        <h2 id="next-heading" className="mh-card__title">
          What Happens Next?
        </h2>
        <ol className="mh-numbered-list">
          {NEXT_STEPS.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </li>
          ))}
        </ol>
      </Card>

      <Card as="section" tone="tinted" aria-labelledby="why-heading">
        <h2 id="why-heading" className="mh-card__title">
          Why MotoHaul?
        </h2>
        <ul className="mh-checklist">
          {WHY.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </Card>

      <section className="mh-callout" aria-labelledby="call-heading">
        <h2 id="call-heading" className="mh-callout__title">
          Need it moved urgently?
        </h2>
        <p>Call us now and we will help you straight away.</p>
        <ButtonLink href={telHref(config.supportPhone)} variant="call" size="lg">
          Call Now: {config.supportPhone}
        </ButtonLink>
      </section>

      <nav className="mh-actions" aria-label="What to do next">
        <AppLink to="/" className={buttonClassName({ variant: 'secondary' })}>
          Back to Home
        </AppLink>
        <AppLink to="/get-quote" className={buttonClassName({ variant: 'primary' })}>
          Get Another Quote
        </AppLink>
      </nav>

      <RecentRequests />
    </div>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(QuoteSuccessPage);

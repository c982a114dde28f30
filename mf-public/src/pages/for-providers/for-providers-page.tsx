import {
  CLAIMED_CONVERSION_RATE_PERCENT,
  CLAIMED_PROVIDER_COUNT,
  LEAD_PRICE_ADVERTISED,
  type RemotePageProps,
} from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { withNavigation, AppLink, StaticPart } from '@motohaul/platform';
import { CheckList, marketingStyles as styles } from '../../marketing/check-list';
import { RemoteRoot } from '../../remote-root/remote-root';

const PRICE = `$${LEAD_PRICE_ADVERTISED}`;

const STATS = [
  { value: `${CLAIMED_CONVERSION_RATE_PERCENT}%`, label: 'Conversion rate' },
  { value: `${CLAIMED_PROVIDER_COUNT}+`, label: 'Over 100 providers' },
  { value: PRICE, label: 'Per exclusive lead' },
  { value: '$0', label: 'Monthly fees' },
];

const STEPS = [
  { title: 'Browse leads', text: 'See new motorcycle transport requests in your service area as riders submit them.' },
  { title: `Purchase for ${PRICE}`, text: 'Buy only the leads you want. Each lead is sold to exactly one provider, once.' },
  { title: 'Contact and convert', text: "Call the rider with your quote, then track the job to payment in the built-in CRM." },
];

const WHAT_YOU_GET = [
  'Pickup and delivery locations with the preferred dates',
  'The urgency of the job',
  'Motorcycle make, model, year and condition',
  "The customer's phone and email, straight after purchase",
];

const COMPARISON = [
  { feature: 'Lead sharing', ours: 'Exclusive: one provider per lead', others: 'Sold to 3-5 providers at once' },
  { feature: 'Monthly fees', ours: '$0', others: 'Monthly subscriptions' },
  { feature: 'Price per lead', ours: `${PRICE}, one-time`, others: 'Bidding or credit packs' },
  { feature: 'CRM', ours: 'Built in, with sales stages', others: 'Bring your own' },
  { feature: 'Team access', ours: 'Team members with CRM-only access', others: 'One login per account' },
];

const REASONS = [
  {
    title: 'Exclusive leads',
    text: 'No bidding war: when you buy a lead, nobody else can. Our providers report an 85% conversion rate.',
  },
  {
    title: 'Australia-wide coverage',
    text: 'Requests from every capital city, the regions and remote areas; you choose your service area and radius.',
  },
  {
    title: 'Built-in CRM',
    text: 'Move each job from called to booked in, delivered and paid, add leads manually and export your data as CSV.',
  },
  {
    title: 'Your whole team',
    text: 'Add team members with CRM-only access to your purchased leads, so the office and the drivers stay in step.',
  },
  {
    title: 'Live new-lead alerts',
    text: 'Hear about new requests in your area as they arrive, and call riders while they are still deciding.',
  },
  {
    title: 'Trusted by providers',
    text: 'Over 100 transport providers across Australia use the platform to fill their trucks and trailers.',
  },
];

const PRICING = [
  'Exclusive to you: each lead is sold once',
  'Full customer contact details after purchase',
  'No monthly fees, no lock-in contract',
  'Built-in CRM and team access included',
  'Discount codes accepted at checkout',
];

/** Become a Provider and Provider Sign In: the hero's (the first as its call to action) and the closing band's. */
function ProviderActions({ first }: { first: 'call' | 'secondary' }) {
  return (
    <div className={styles.actions}>
      <AppLink to="/signup" className={buttonClassName({ variant: first, size: 'lg' })}>
        Become a Provider
      </AppLink>
      <AppLink to="/login" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
        Provider Sign In
      </AppLink>
    </div>
  );
}

/**
 * /for-providers (spec §2.6): hero, How It Works, what you get, comparison, why choose, pricing, final call to action.
 * Text and plain links only: all of it a static part (ADR 0092).
 */
function ForProvidersPage(_props: RemotePageProps) {
  return (
    <RemoteRoot>
      <StaticPart>
        <section className={styles.hero} aria-labelledby="providers-heading">
          <div className={styles.heroInner}>
            <p className={styles.eyebrow}>For motorcycle transport providers</p>
            <h1 id="providers-heading" className={styles.heroHeading}>
              Exclusive Motorcycle Transport Leads, Australia-Wide
            </h1>
            <p className={styles.heroText}>
              Riders ask for quotes every day. Buy the jobs you want for {PRICE} each, call the rider straight away, and
              run every job in the built-in CRM. No monthly fees, and no competition on the leads you buy.
            </p>
            <ProviderActions first="call" />
            <ul className={styles.stats} aria-label="At a glance">
              {STATS.map((stat) => (
                <li key={stat.label}>
                  <span className={styles.statValue}>{stat.value}</span>
                  {stat.label}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="how-heading">
          <h2 id="how-heading" className={styles.heading}>
            How It Works
          </h2>
          <ol className={styles.grid}>
            {STEPS.map((step, index) => (
              <li key={step.title} className={styles.card}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>
                  <span className="mh-visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="get-heading">
          <h2 id="get-heading" className={styles.heading}>
            What You Get With Every Lead
          </h2>
          <div className={styles.card}>
            <CheckList items={WHAT_YOU_GET} />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="compare-heading">
          <h2 id="compare-heading" className={styles.heading}>
            How We Compare With Other Platforms
          </h2>
          {/* Scrolls sideways on a phone, so it takes the focus (keyboard scrolling): a named group, not a second region
              named like its section (axe landmark-unique). */}
          <div className={styles.tableWrap} role="group" aria-label="Comparison table" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Feature</th>
                  <th scope="col">MotoHaul</th>
                  <th scope="col">Other platforms</th>
                </tr>
              </thead>
              <tbody>
                {COMPARISON.map((row) => (
                  <tr key={row.feature}>
                    <th scope="row">{row.feature}</th>
                    <td className={styles.ours}>{row.ours}</td>
                    <td>{row.others}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="why-heading">
          <h2 id="why-heading" className={styles.heading}>
            Why Providers Choose Us
          </h2>
          <ul className={styles.grid}>
            {REASONS.map((reason) => (
              <li key={reason.title} className={styles.card}>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="pricing-heading">
          <div className={styles.pricing}>
            <h2 id="pricing-heading" className={styles.heading}>
              Simple Pricing
            </h2>
            <p className={styles.price}>
              {PRICE} <span className={styles.priceUnit}>per lead</span>
            </p>
            <p>Pay per lead. Monthly fees: $0.</p>
            <CheckList items={PRICING} />
            <AppLink to="/signup" className={buttonClassName({ size: 'lg', block: true })}>
              Start Buying Leads
            </AppLink>
          </div>
        </section>

        <section className={styles.band} aria-labelledby="final-heading">
          <h2 id="final-heading">Ready to Grow Your Transport Business?</h2>
          <p>Join over 100 providers winning exclusive motorcycle transport jobs across Australia.</p>
          <ProviderActions first="secondary" />
        </section>
      </StaticPart>
    </RemoteRoot>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(ForProvidersPage);

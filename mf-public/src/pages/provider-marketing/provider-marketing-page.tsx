import { LEAD_PRICE_ADVERTISED, type RemotePageProps } from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { withNavigation, AppLink, StaticPart } from '@motohaul/platform';
import { CheckList, marketingStyles as styles } from '../../marketing/check-list';
import { RemoteRoot } from '../../remote-root/remote-root';

const PRICE = `$${LEAD_PRICE_ADVERTISED}`;

const FIGURES = [
  { value: PRICE, label: 'Lead price', note: 'Each, paid once per lead you choose' },
  { value: 'Zero', label: 'Competition', note: 'Every lead is sold to exactly one provider' },
  { value: '$0', label: 'Monthly fees', note: 'No subscription and no lock-in contract' },
];

const INCLUDED = [
  'Motorcycle transport requests from riders Australia-wide',
  "The customer's phone and email as soon as you buy",
  'A built-in CRM to track every job to payment',
  'Team members with CRM-only access',
];

/**
 * /signup: the provider marketing page (spec §2.6): $40 per lead, zero competition, $0 monthly fees. Text and plain
 * links only: all of it a static part (ADR 0092).
 */
function ProviderMarketingPage(_props: RemotePageProps) {
  return (
    <RemoteRoot>
      <StaticPart>
        <section className={styles.hero} aria-labelledby="signup-heading">
          <div className={styles.heroInner}>
            <p className={styles.eyebrow}>Provider sign up</p>
            <h1 id="signup-heading" className={styles.heroHeading}>
              Grow Your Motorcycle Transport Business
            </h1>
            <p className={styles.heroText}>
              Buy exclusive motorcycle transport leads from riders across Australia. Pay only for the jobs you want.
            </p>
            <div className={styles.actions}>
              <AppLink to="/provider-signup" className={buttonClassName({ variant: 'call', size: 'lg' })}>
                Get Started
              </AppLink>
              <AppLink to="/login" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
                Sign in
              </AppLink>
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="figures-heading">
          <h2 id="figures-heading" className={styles.heading}>
            Pricing at a Glance
          </h2>
          <ul className={styles.grid}>
            {FIGURES.map((figure) => (
              <li key={figure.label} className={styles.card}>
                <h3>{figure.label}</h3>
                <p className={styles.price}>{figure.value}</p>
                <p>{figure.note}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="included-heading">
          <h2 id="included-heading" className={styles.heading}>
            Everything Included
          </h2>
          <div className={styles.card}>
            <CheckList items={INCLUDED} />
          </div>
        </section>

        <section className={styles.band} aria-labelledby="start-heading">
          <h2 id="start-heading">Start in Minutes</h2>
          <p>Create your provider account, set your service area and see the leads near you.</p>
          <div className={styles.actions}>
            <AppLink to="/provider-signup" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
              Get Started
            </AppLink>
          </div>
          <p className={styles.bandNote}>
            Need your own motorcycle moved? <AppLink to="/get-quote">Get a quote</AppLink>
          </p>
        </section>
      </StaticPart>
    </RemoteRoot>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(ProviderMarketingPage);

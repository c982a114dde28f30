import type { RemotePageProps } from '@motohaul/contracts';
import { ButtonLink, buttonClassName, telHref } from '@motohaul/design-system';
import { withNavigation, AppLink, StaticPart } from '@motohaul/platform';
import { HeroBanner } from '../../hero-banner/hero-banner';
import { Icon, type IconName } from '../../icons/icons';
import { marketingStyles } from '../../marketing/check-list';
import { PickupEntry } from '../../pickup-entry/pickup-entry';
import { RemoteRoot } from '../../remote-root/remote-root';
import styles from './home-page.module.css';

const PROMISES = ['Free quotes', 'No obligation', '60-second quote', 'Quotes within minutes'];

interface Item {
  icon: IconName;
  title: string;
  text: string;
}

const BENEFITS: Item[] = [
  { icon: 'clock', title: 'Fast Quotes', text: 'Our 60-second form puts your job in front of providers within minutes.' },
  { icon: 'shield', title: 'Trusted Providers', text: 'Every provider is verified and insured before they can quote.' },
  { icon: 'calendar', title: 'Flexible Scheduling', text: 'As soon as possible, this month, or on the dates you choose.' },
  { icon: 'dollar', title: 'Competitive Rates', text: 'Free quotes with no obligation, so you compare and choose.' },
];

const FEATURES: Item[] = [
  {
    icon: 'pin',
    title: 'Any Location',
    text: 'Metro, regional or remote: pickups and deliveries right across Australia, door to door.',
  },
  {
    icon: 'bolt',
    title: 'Lightning Fast',
    text: 'Your request reaches matched providers straight away, and they call you with quotes within 24 hours.',
  },
  {
    icon: 'badge',
    title: 'Verified Providers',
    text: 'Independent transport providers, checked and insured, with real-time tracking and updates on your move.',
  },
];

const REASONS: Item[] = [
  { icon: 'shield', title: 'Fully Insured', text: 'Your motorcycle travels with insured providers only.' },
  { icon: 'users', title: 'Trusted Network', text: 'Verified motorcycle transport specialists in every state.' },
  { icon: 'star', title: '5-Star Service', text: 'Direct contact with your provider from quote to delivery.' },
];

const CITIES = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Hobart', 'Darwin', 'Canberra'];

function ItemGrid({ items, className }: { items: Item[]; className: string | undefined }) {
  return (
    <ul className={className} role="list">
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <span className={styles.cardIcon}>
            <Icon name={item.icon} />
          </span>
          <h3 className={styles.cardTitle}>{item.title}</h3>
          <p className={styles.cardText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Home (/): spec §2.3. */
function HomePage({ config }: RemotePageProps) {
  const phone = config.supportPhone;

  return (
    <RemoteRoot>
      <HeroBanner place="Australia" phone={phone}>
        <ul className={styles.promises} aria-label="Our promises">
          {PROMISES.map((promise) => (
            <li key={promise}>
              <Icon name="check" width={16} height={16} /> {promise}
            </li>
          ))}
        </ul>
        <PickupEntry />
      </HeroBanner>

      {/* Below the hero: text and plain links, nothing else to use (ADR 0092). */}
      <StaticPart>
        <section className={styles.section} aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="mh-visually-hidden">
            Benefits
          </h2>
          <ItemGrid items={BENEFITS} className={styles.benefits} />
        </section>

        <section className={`${styles.section} ${marketingStyles.tinted}`} aria-labelledby="features-heading">
          <h2 id="features-heading" className={marketingStyles.heading}>
            Motorcycle transport made simple
          </h2>
          <ItemGrid items={FEATURES} className={styles.features} />
        </section>

        <section className={styles.section} aria-labelledby="trusted-heading">
          <div className={styles.trusted}>
            <div>
              <h2 id="trusted-heading" className={marketingStyles.heading}>
                Trusted Across Australia
              </h2>
              <p className={styles.lead}>
                Riders in every capital city and the regions in between use us to move road bikes, tourers, dirt
                bikes and classics. Tell us once, and matched providers call you with quotes within 24 hours.
              </p>
            </div>
            <ul className={styles.cities} aria-label="Cities we cover">
              {CITIES.map((city) => (
                <li key={city}>{city}</li>
              ))}
            </ul>
          </div>
        </section>

        <section className={styles.band} aria-labelledby="cta-heading">
          <h2 id="cta-heading" className={styles.bandHeading}>
            Ready to move your motorcycle?
          </h2>
          <p className={styles.bandText}>Get a free, no-obligation quote in 60 seconds.</p>
          <div className={marketingStyles.actions}>
            <AppLink to="/get-quote" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
              Get Your Free Quote
            </AppLink>
            <ButtonLink href={telHref(phone)} variant="call" size="lg" icon={<Icon name="phone" width={20} height={20} />}>
              Call {phone}
            </ButtonLink>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="why-heading">
          <h2 id="why-heading" className={marketingStyles.heading}>
            Why Choose Us
          </h2>
          <ItemGrid items={REASONS} className={styles.features} />
        </section>
      </StaticPart>
    </RemoteRoot>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(HomePage);

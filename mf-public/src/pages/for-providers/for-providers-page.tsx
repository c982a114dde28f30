import { Link } from 'react-router-dom';
import type { RemotePageProps } from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { ContentPage, contentStyles as styles } from '../../content-page/content-page';

const STEPS = [
  { title: 'Browse leads', text: 'See new transport requests in your service area as riders submit them.' },
  { title: 'Purchase for $40', text: 'Buy the leads you want. Each lead is sold to exactly one provider.' },
  { title: 'Contact and convert', text: "Call the rider with your quote and track the job in the built-in CRM." },
];

/** /for-providers (spec §2.6). */
export default function ForProvidersPage(_props: RemotePageProps) {
  return (
    <ContentPage
      heading="Exclusive Motorcycle Transport Leads"
      intro="Join over 100 providers winning motorcycle transport jobs Australia-wide, with an 85% conversion rate on exclusive leads."
      title="For Transport Providers | MotoHaul"
      description="Exclusive motorcycle transport leads, a built-in CRM and no monthly fees for transport providers Australia-wide."
    >
      <section aria-labelledby="how-heading">
        <h2 id="how-heading">How It Works</h2>
        <ol className={styles.grid}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.panel}>
              <span className={styles.stat}>{index + 1}</span>
              <strong>{step.title}</strong>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.panel} aria-labelledby="get-heading">
        <h2 id="get-heading">What you get</h2>
        <p>
          Each lead gives the pickup and delivery locations with preferred dates, the urgency, and the motorcycle's
          make, model, year and condition. The customer's phone and email are yours after purchase. Team members get
          CRM-only access to your purchased leads.
        </p>
      </section>
      <div className={styles.actions}>
        <Link to="/signup" className={buttonClassName({ size: 'lg' })}>
          Become a Provider
        </Link>
        <Link to="/login" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          Provider Sign In
        </Link>
      </div>
    </ContentPage>
  );
}

import { Link } from 'react-router-dom';
import type { RemotePageProps } from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { ContentPage, contentStyles as styles } from '../../content-page/content-page';

const FIGURES = [
  { value: '$40', label: 'Lead price, each' },
  { value: '0', label: 'Competition: every lead is exclusive to one provider' },
  { value: '$0', label: 'Monthly fees' },
];

/** /signup: the provider marketing page (spec §2.6). */
export default function ProviderMarketingPage(_props: RemotePageProps) {
  return (
    <ContentPage
      heading="Grow Your Motorcycle Transport Business"
      intro="Buy exclusive motorcycle transport leads from riders across Australia. Pay only for the jobs you want."
      title="Become a Provider | MotoHaul"
      description="Exclusive motorcycle transport leads for $40 each, with zero competition and no monthly fees."
    >
      <ul className={styles.grid} aria-label="Pricing at a glance">
        {FIGURES.map((figure) => (
          <li key={figure.label} className={styles.panel}>
            <span className={styles.stat}>{figure.value}</span>
            {figure.label}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link to="/provider-signup" className={buttonClassName({ size: 'lg' })}>
          Get Started
        </Link>
        <Link to="/login" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          Sign in
        </Link>
        <Link to="/get-quote" className={buttonClassName({ variant: 'ghost', size: 'lg' })}>
          Get a quote
        </Link>
      </div>
    </ContentPage>
  );
}

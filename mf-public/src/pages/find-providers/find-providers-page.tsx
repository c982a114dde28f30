import { Link } from 'react-router-dom';
import type { RemotePageProps } from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { ContentPage, contentStyles as styles } from '../../content-page/content-page';

/** /find-providers: the public provider directory (search by suburb or postcode comes with the directory data). */
export default function FindProvidersPage(_props: RemotePageProps) {
  return (
    <ContentPage
      heading="Find Motorcycle Transport Providers"
      intro="Verified, insured motorcycle transport providers cover every state and territory."
      title="Find Motorcycle Transport Providers | MotoHaul"
      description="Find verified motorcycle transport providers across Australia, or get matched with one in minutes."
    >
      <section className={styles.panel} aria-labelledby="matched-heading">
        <h2 id="matched-heading">The fastest way to a provider</h2>
        <p>
          Tell us where your motorcycle is and where it is going. Providers who cover your area call you with quotes
          within 24 hours, free and with no obligation.
        </p>
        <Link to="/get-quote" className={buttonClassName({ size: 'lg' })}>
          Get Your Free Quote
        </Link>
      </section>
    </ContentPage>
  );
}

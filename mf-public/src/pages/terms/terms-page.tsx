import type { RemotePageProps } from '@motohaul/contracts';
import { ContentPage } from '../../content-page/content-page';

/** /terms-and-conditions (spec §2.7). */
export default function TermsPage(_props: RemotePageProps) {
  return (
    <ContentPage
      heading="Terms and Conditions"
      intro="The terms that apply when you request a quote or buy leads through this website."
      title="Terms and Conditions | MotoHaul"
      description="Terms for riders requesting motorcycle transport quotes and providers buying exclusive leads."
    >
      <section>
        <h2>Our service</h2>
        <p>
          We are a lead-generation service that connects riders with motorcycle transport providers. We are not a
          transporter and do not carry, store or handle motorcycles. Any transport agreement is made directly between
          you and the provider.
        </p>
      </section>
      <section>
        <h2>Leads</h2>
        <p>
          Each quote request is sold as a lead to exactly one provider for a one-time fee, with no monthly fees. After
          purchase the provider receives the customer's full contact details.
        </p>
      </section>
      <section>
        <h2>Independent providers</h2>
        <p>
          Providers are independent businesses responsible for their own quotes, insurance, services and conduct.
        </p>
      </section>
      <section>
        <h2>Governing law and your rights</h2>
        <p>
          These terms are governed by the laws of Australia. Nothing in them excludes, restricts or modifies any right
          or remedy you have under the Australian Consumer Law.
        </p>
      </section>
    </ContentPage>
  );
}

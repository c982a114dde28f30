import type { RemotePageProps } from '@motohaul/contracts';
import { telHref } from '@motohaul/design-system';
import { withNavigation } from '@motohaul/platform';
import { ContentPage } from '../../content-page/content-page';

/** /terms-and-conditions (spec §1, §2.7). */
function TermsPage({ config }: RemotePageProps) {
  return (
    <ContentPage
      heading="Terms and Conditions"
      intro="These terms apply when you request a motorcycle transport quote or buy leads through this website. Last updated 1 January 2025."
      textOnly
    >
      <section>
        <h2>1. Who we are and what we do</h2>
        <p>
          MotoHaul is a lead-generation service. We collect motorcycle transport requests from riders and offer them
          to registered transport providers. We are not a transporter, carrier, freight forwarder or agent of any
          provider: we do not collect, carry, store or handle motorcycles, and we do not set transport prices.
        </p>
      </section>
      <section>
        <h2>2. Quote requests</h2>
        <p>
          Requesting a quote is free and places you under no obligation. By submitting a request you confirm that the
          details are accurate and that you agree to be contacted about your transport job by phone or email. Any
          transport agreement, price, booking, payment, insurance cover or claim is made directly between you and the
          provider you choose.
        </p>
      </section>
      <section>
        <h2>3. Leads are exclusive</h2>
        <p>
          Each quote request is sold as a lead to exactly one provider, for a one-time fee, with no monthly fees. Once
          a lead is sold it is not offered to any other provider. After purchase, that provider receives the
          customer's full contact details so they can call with a quote.
        </p>
      </section>
      <section>
        <h2>4. Providers are independent</h2>
        <p>
          Transport providers are independent businesses, not our employees, contractors or agents. Each provider is
          solely responsible for its quotes, services, licences, insurance, conduct and compliance with the law. We do
          not guarantee that a provider will contact you, quote, or complete a job.
        </p>
      </section>
      <section>
        <h2>5. Provider accounts and purchases</h2>
        <p>
          Providers must give accurate business details, keep their login secure and use purchased contact details
          only to quote for and carry out the requested transport job. Lead prices are shown before purchase and
          include GST where applicable. Team members act on behalf of the provider who invited them.
        </p>
      </section>
      <section>
        <h2>6. Australian Consumer Law</h2>
        <p>
          Our services come with guarantees that cannot be excluded under the Australian Consumer Law. Nothing in these
          terms excludes, restricts or modifies any right or remedy you have under the Australian Consumer Law or any
          other law that cannot lawfully be excluded. Subject to those rights, our liability for any failure of our
          own service is limited, to the extent the law allows, to supplying the service again or paying the cost of
          having it supplied again.
        </p>
      </section>
      <section>
        <h2>7. Governing law</h2>
        <p>
          These terms are governed by the laws of Australia and of the state or territory in which you live, and you
          and we submit to the non-exclusive jurisdiction of the courts there.
        </p>
      </section>
      <section>
        <h2>8. Contact</h2>
        <p>Questions about these terms? Call us on <a href={telHref(config.supportPhone)}>{config.supportPhone}</a>.</p>
      </section>
    </ContentPage>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(TermsPage);

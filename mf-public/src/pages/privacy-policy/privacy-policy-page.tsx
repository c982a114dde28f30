import type { RemotePageProps } from '@motohaul/contracts';
import { ContentPage } from '../../content-page/content-page';

/** /privacy-policy (spec §2.7). */
export default function PrivacyPolicyPage(_props: RemotePageProps) {
  return (
    <ContentPage
      heading="Privacy Policy"
      intro="How we collect, use and share the details you give us when you request a motorcycle transport quote."
      title="Privacy Policy | MotoHaul"
      description="How MotoHaul collects, uses and shares your personal information under Australian privacy law."
    >
      <section>
        <h2>What we collect</h2>
        <p>
          When you request a quote we collect your name, phone number, email address, pickup and delivery locations,
          preferred dates and the details of your motorcycle. Providers who register give us their business and
          contact details.
        </p>
      </section>
      <section>
        <h2>How your quote request is shared</h2>
        <p>
          We are a lead-generation service, not a transporter. Your request is offered to registered transport
          providers, who see its locations, dates and motorcycle details. Each request is sold to exactly one
          provider, and only that provider receives your full contact details so they can call you with a quote.
        </p>
      </section>
      <section>
        <h2>Providers are independent</h2>
        <p>
          Transport providers are independent businesses. Once a provider has your details, their handling of them is
          also governed by their own privacy obligations.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          We handle personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles. You
          may ask us for access to, or correction of, the information we hold about you by calling our support line.
          Australian law governs this policy.
        </p>
      </section>
    </ContentPage>
  );
}

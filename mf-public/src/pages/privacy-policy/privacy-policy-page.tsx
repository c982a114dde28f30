import type { RemotePageProps } from '@motohaul/contracts';
import { telHref } from '@motohaul/design-system';
import { withNavigation } from '@motohaul/platform';
import { ContentPage } from '../../content-page/content-page';

/** /privacy-policy (spec §1, §2.7): under the Privacy Act 1988 (Cth) and the Australian Privacy Principles. */
function PrivacyPolicyPage({ config }: RemotePageProps) {
  return (
    <ContentPage
      heading="Privacy Policy"
      intro="How we collect, use, share and protect the personal information you give us. Last updated 1 January 2025."
      textOnly
    >
      <section>
        <h2>1. Our obligations</h2>
        <p>
          We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles
          (APPs). This policy explains what we collect, why, who we share it with, and how you can access or correct
          it.
        </p>
      </section>
      <section>
        <h2>2. What we collect</h2>
        <p>
          When you request a quote we collect your name, phone number, your address if you give it, the pickup and
          delivery locations, when you need transport and any preferred dates, your motorcycle&apos;s make and model,
          whether it rolls and steers, and any special requests. A quote request does not ask for your email address.
          Providers who register give us their name, business and contact details, service area and payment details
          (card payments are processed by our payment provider; we do not store card numbers). We also record basic usage information, such as pages visited and clicks on our
          phone number, to improve the site.
        </p>
      </section>
      <section>
        <h2>3. How your quote request is shared</h2>
        <p>
          We are a lead-generation service, not a transporter. Before anyone buys your request, every registered
          provider can see: your first name; your phone number partly hidden (only its first 2 and last 3 digits, for
          example 04*****678); the suburb, state and postcode of the pickup and drop-off, not the street address; your
          motorcycle&apos;s make, model and year and whether it rolls and steers; when you need transport and whether
          your dates are flexible; and your special requests, with any contact details typed into them hidden.
        </p>
        <p>
          Each request is sold to exactly one provider, and only that provider receives your full name, your full phone
          number, your full addresses, your preferred dates and your special requests as you wrote them, so they can
          contact you with a quote. Our administrators can see the whole request to run the service. We do not sell
          your details to anyone else or use them for unrelated marketing.
        </p>
      </section>
      <section>
        <h2>4. Providers are independent</h2>
        <p>
          Transport providers are independent businesses. Once a provider has bought your request, its handling of
          your information is also governed by its own privacy obligations, and you may contact it directly.
        </p>
      </section>
      <section>
        <h2>5. Storage and security</h2>
        <p>
          We store personal information on secured servers, protect accounts with hashed passwords, and keep
          information only as long as we need it for the purposes above or as the law requires. Some service providers
          we use, such as hosting and payment processing, may store information outside Australia; we take reasonable
          steps to ensure they protect it consistently with the APPs.
        </p>
      </section>
      <section>
        <h2>6. Access, correction and complaints</h2>
        <p>
          You may ask for access to, or correction of, the personal information we hold about you, or make a privacy
          complaint, by calling us on <a href={telHref(config.supportPhone)}>{config.supportPhone}</a>. We respond within 30 days. If you are not satisfied with
          our response you may complain to the Office of the Australian Information Commissioner (OAIC).
        </p>
      </section>
      <section>
        <h2>7. Your rights under the Australian Consumer Law</h2>
        <p>
          Our services come with guarantees that cannot be excluded under the Australian Consumer Law. Nothing in this
          policy or in our terms and conditions excludes, restricts or modifies any right or remedy you have under the
          Australian Consumer Law or any other law that cannot lawfully be excluded: you keep those rights.
        </p>
      </section>
      <section>
        <h2>8. Governing law</h2>
        <p>This policy is governed by Australian law.</p>
      </section>
    </ContentPage>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(PrivacyPolicyPage);

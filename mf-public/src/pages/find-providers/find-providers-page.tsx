import { useId, useRef, useState, type FormEvent } from 'react';
import type { DirectoryProvider, RemotePageProps } from '@motohaul/contracts';
import { Alert, Button, Spinner, TextField, TrustBadges, buttonClassName } from '@motohaul/design-system';
import { withNavigation, AppLink, useNavigation, useSearchParams, useTypedBeforeHydration } from '@motohaul/platform';
import { ContentPage, contentStyles } from '../../content-page/content-page';
import { providerDirectorySearchText, useProviderDirectory } from '../../api/provider-directory';
import { ProviderReviews } from './provider-reviews';
import styles from './find-providers-page.module.css';

function ProviderCard({ provider }: { provider: DirectoryProvider }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.company}>{provider.companyName}</h3>
      <TrustBadges verified={provider.verified} insured={provider.insured} />
      <p className={styles.area}>
        Service area: {provider.serviceLocation} ({provider.serviceRadius} km radius)
      </p>
      {provider.serviceAreas.length > 0 && <p className={styles.area}>Also serves: {provider.serviceAreas.join(', ')}</p>}
      <ProviderReviews reviews={provider.reviews} companyName={provider.companyName} />
    </li>
  );
}

/** /find-providers: the public directory of listed providers, searchable by suburb or postcode, no contact details. */
function FindProvidersPage(_props: RemotePageProps) {
  const params = useSearchParams();
  const { pathname, navigate } = useNavigation();
  const query = providerDirectorySearchText(params);
  const [text, setText] = useState(query);
  // Back and Forward move between searches: the box shows the search whose results are listed.
  const [listedQuery, setListedQuery] = useState(query);
  if (query !== listedQuery) {
    setListedQuery(query);
    setText(query);
  }
  const searchRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchRef, text, setText);
  const directory = useProviderDirectory(query);
  const resultsId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box's own text: a search sent as the page hydrates (typed before) is sent before the state has it.
    const next = (searchRef.current?.value ?? text).trim();
    navigate(next ? `${pathname}?${new URLSearchParams({ q: next })}` : pathname);
  };

  const providers = directory.data?.providers ?? [];
  return (
    <ContentPage
      heading="Find Motorcycle Transport Providers"
      intro="Independent motorcycle transport providers who list their business with us. Search by suburb or postcode to see who covers your area."
    >
      {/* The quote panel comes before the directory: the list arrives after the page has painted, and with nothing
          under it but the footer (below the fold while the page area fills the viewport), its arrival shifts nothing. */}
      <section className={contentStyles.panel} aria-labelledby="matched-heading">
        <h2 id="matched-heading">The fastest way to a provider</h2>
        <p>
          Tell us where your motorcycle is and where it is going. Verified, insured providers who cover your area call
          you with quotes within 24 hours, free and with no obligation.
        </p>
        <AppLink to="/get-quote" className={buttonClassName({ size: 'lg' })}>
          Get Your Free Quote
        </AppLink>
      </section>

      <form className={styles.search} role="search" onSubmit={onSubmit} aria-label="Find providers">
        <TextField
          label="Suburb or postcode"
          hint="For example Parramatta or 2150"
          name="q"
          ref={searchRef}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          wrapperClassName={styles.field}
        />
        <Button type="submit" aria-controls={resultsId}>
          Search
        </Button>
      </form>

      <section aria-labelledby={`${resultsId}-heading`} id={resultsId} aria-live="polite" aria-busy={directory.isPending}>
        <h2 id={`${resultsId}-heading`} className={styles.resultsHeading}>
          {query ? `Providers covering "${query}"` : 'All listed providers'}
        </h2>
        {directory.isPending && <Spinner label="Loading providers" />}
        {directory.isError && (
          <Alert variant="destructive" title="The directory could not be loaded">
            <p>Please check your connection and try again.</p>
            <Button variant="secondary" size="sm" loading={directory.isFetching} loadingLabel="Loading" onClick={() => void directory.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {directory.isSuccess && providers.length === 0 && (
          <p>No listed provider matches that area yet. Request a quote and we will match you with providers who cover it.</p>
        )}
        {providers.length > 0 && (
          <ul className={styles.list}>
            {providers.map((provider) => (
              <ProviderCard key={provider.id} provider={provider} />
            ))}
          </ul>
        )}
      </section>
    </ContentPage>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(FindProvidersPage);

import { createContext, useContext, useEffect, useRef } from 'react';
import { Button, ButtonLink, Card } from '@motohaul/design-system';

/** A route that failed (its loader or its page), as the shell's router hands it to the route's errorElement. */
export interface RouteFailure {
  error: unknown;
  /** Goes to the same address again: the route's loader and page run anew. */
  retry: () => void;
}

const RouteFailureContext = createContext<RouteFailure | null>(null);

/** Provided by the shell around a route's errorElement (ADR 0047): remotes have no router of their own. */
export const RouteFailureProvider = RouteFailureContext.Provider;

/** The failure of the route being shown, or null outside an errorElement. */
export const useRouteFailure = () => useContext(RouteFailureContext);

export const ROUTE_ERROR_HEADING = 'Something went wrong';
export const ROUTE_ERROR_TEXT = 'This page could not be shown. Check your connection and try again.';

/**
 * The error page of a route (a remote's errorElement, ADR 0047): says what happened in words, moves focus to its
 * heading so a screen reader reads it, offers 'Try again' (the same address again) and the way home. Without a
 * failure to retry (outside the router), 'Try again' reloads the page.
 */
export function RouteErrorPage() {
  const failure = useRouteFailure();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    if (failure) console.warn('A route failed:', failure.error);
  }, [failure]);
  const retry = failure?.retry ?? (() => window.location.reload());
  return (
    <Card as="section" aria-labelledby="route-error-heading" data-route-error="">
      <h1 id="route-error-heading" ref={heading} tabIndex={-1}>
        {ROUTE_ERROR_HEADING}
      </h1>
      <p role="alert">{ROUTE_ERROR_TEXT}</p>
      <p>
        <Button onClick={retry}>Try again</Button>{' '}
        <ButtonLink href="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </p>
    </Card>
  );
}

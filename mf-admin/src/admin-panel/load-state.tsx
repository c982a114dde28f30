import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Spinner } from '@motohaul/design-system';
import styles from './admin-panel.module.css';

/** Spec §2.9: while admin data loads, a spinner with 'Loading admin dashboard...'. */
function AdminLoading() {
  return (
    <div aria-live="polite" className={styles.loading}>
      <Spinner size="lg" inline label="" />
      <p className={styles.loadingText}>Loading admin dashboard...</p>
    </div>
  );
}

export interface LoadErrorProps {
  /** What could not be loaded: 'the overview', 'providers', ... */
  what: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: what failed, the server's reason, and a way to try again. */
export function LoadError({ what, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert variant="destructive" title={`Could not load ${what}`}>
      <p className={styles.errorText}>{error.message || 'Please check your connection and try again.'}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying} loadingLabel="Retrying">
        Retry
      </Button>
    </Alert>
  );
}

/** A query that has not loaded: the spinner while it loads, or its failure with Retry. */
export function LoadState({ what, query }: { what: string; query: UseQueryResult<unknown> | UseInfiniteQueryResult<unknown> }) {
  if (!query.isError) return <AdminLoading />;
  return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}

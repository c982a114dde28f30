import { Alert, Button } from '@motohaul/design-system';

/** A list or section that could not load: what went wrong and 'Try again'. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => unknown }) {
  return (
    <Alert variant="destructive" title={title}>
      {error.message}{' '}
      <Button size="sm" variant="secondary" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert>
  );
}

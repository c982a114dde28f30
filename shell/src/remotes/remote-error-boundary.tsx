import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@motohaul/design-system';
import styles from './remote-page.module.css';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that fails to load or render, so the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`Remote ${this.props.remote} failed:`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RemoteFailure remote={this.props.remote} onRetry={this.props.onRetry} />;
  }
}

/** What shows in place of a remote's page (or routes) that could not be loaded: a retry. */
export function RemoteFailure({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <div className={styles.fallback} role="alert" data-remote-error={remote}>
      <p className={styles.message}>This part of the site could not be loaded.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

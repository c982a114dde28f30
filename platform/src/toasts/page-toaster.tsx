import { Toaster } from '@motohaul/design-system';
import { useCurrentToast } from './toast';

/** The page's one Toaster, showing the toast store (rendered once, by the shell or a remote's dev harness). */
export function PageToaster() {
  const { current, dismiss } = useCurrentToast();
  return <Toaster toast={current} onDismiss={dismiss} />;
}

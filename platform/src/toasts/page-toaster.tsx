import { useStore } from 'zustand';
import { Toaster } from '@motohaul/design-system';
import { toastStore } from './toast';

/** The page's one Toaster, showing the toast store (rendered once, by the shell or a remote's dev harness). */
export function PageToaster() {
  const current = useStore(toastStore, (state) => state.current);
  return <Toaster toast={current} onDismiss={toastStore.getState().dismiss} />;
}

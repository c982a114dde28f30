// Toasts travel as a window event so every remote, bundled separately, reaches the shell's single <Toaster />.

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export const TOAST_EVENT = 'motohaul:toast';
/** Spec §9: a toast stays 5 seconds. */
export const TOAST_DURATION_MS = 5000;

/** Shows a toast in the page's <Toaster />; a new toast replaces the current one (spec §9: one at a time). */
export function toast(options: ToastOptions): void {
  window.dispatchEvent(new CustomEvent<ToastOptions>(TOAST_EVENT, { detail: options }));
}

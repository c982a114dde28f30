import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** A toast on screen; `id` tells two equal toasts apart (a repeat restarts its timer and announcement). */
export interface ShownToast extends ToastOptions {
  id: number;
}

/** Spec §9: a toast stays 5 seconds. */
export const TOAST_DURATION_MS = 5000;

interface ToastState {
  current: ShownToast | null;
  show: (options: ToastOptions) => void;
  dismiss: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;

/**
 * The page's one toast (spec §9: one at a time, 5 seconds). platform is a shared singleton, so the shell's
 * Toaster and every remote's toast() reach this same store. Owner: platform (the shell only renders it).
 */
export const toastStore = createStore<ToastState>()((set) => ({
  current: null,
  show: (options) => {
    clearTimeout(timer);
    set({ current: { ...options, id: ++nextId } });
    timer = setTimeout(() => set({ current: null }), TOAST_DURATION_MS);
  },
  dismiss: () => {
    clearTimeout(timer);
    set({ current: null });
  },
}));

/** Shows a toast; a new toast replaces the current one (spec §9: one at a time). */
export function toast(options: ToastOptions): void {
  toastStore.getState().show(options);
}

/** The toast on screen and its dismiss action, for the one Toaster of the page. */
export function useCurrentToast(): { current: ShownToast | null; dismiss: () => void } {
  const current = useStore(toastStore, (state) => state.current);
  return { current, dismiss: toastStore.getState().dismiss };
}

import { useSyncExternalStore } from 'react';

// Toasts never cover a dialog's actions (issue 19): while a dialog is open, the toast shows inside the innermost
// open dialog, in its flow after its actions, instead of floating over the page. design-system is a Module Federation
// shared singleton (rspack.base.js), so the shell's Toaster and a remote's Dialog reach this one module.

/** The open dialogs' toast slots, in the order they opened: the innermost last. */
const slots: HTMLElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The ref of the place inside a dialog where a toast shows (React 19 calls the cleanup it returns on unmount). */
export function toastSlotRef(element: HTMLElement | null) {
  if (!element) return undefined;
  slots.push(element);
  changed();
  return () => {
    slots.splice(slots.indexOf(element), 1);
    changed();
  };
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Where a toast shows now: inside the innermost open dialog, or null for the page's own toast region. */
export const useDialogToastSlot = () =>
  useSyncExternalStore(
    subscribe,
    () => slots[slots.length - 1] ?? null,
    () => null,
  );

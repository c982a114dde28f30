import { useSyncExternalStore } from 'react';

// Toasts never cover a dialog's actions (issue 19): while a dialog is open, the toast shows inside the innermost
// open dialog, in its flow after its actions, instead of floating over the page. The contract is the DOM attribute
// below, not a module: the shell's Toaster and a remote's Dialog come from different copies of this package.

/** The attribute of the place inside a dialog where a toast shows. */
export const TOAST_SLOT_ATTRIBUTE = 'data-toast-slot';

/** The innermost open dialog's toast slot (dialogs are portalled into body in the order they open), or null. */
function innermostSlot(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const slots = document.querySelectorAll<HTMLElement>(`[${TOAST_SLOT_ATTRIBUTE}]`);
  return slots[slots.length - 1] ?? null;
}

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/** Where a toast shows now: inside the innermost open dialog, or null for the page's own toast region. */
export const useDialogToastSlot = () => useSyncExternalStore(subscribe, innermostSlot, () => null);

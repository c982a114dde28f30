import type { FieldErrors } from '@motohaul/contracts';

/** One message per field, the first one of each. */
export type FieldMessages<F extends string> = Partial<Record<F, string>>;

/** The first message of each named field (unknown fields of a server answer are dropped). */
export function firstMessages<F extends string>(fieldErrors: FieldErrors | undefined, fields: readonly F[]): FieldMessages<F> {
  const messages: FieldMessages<F> = {};
  for (const field of fields) {
    const first = fieldErrors?.[field]?.[0];
    if (first) messages[field] = first;
  }
  return messages;
}

/** The messages without the one of `field` (it is being edited). */
export function withoutMessage<F extends string>(messages: FieldMessages<F>, field: F): FieldMessages<F> {
  if (!messages[field]) return messages;
  const next = { ...messages };
  delete next[field];
  return next;
}

/** Focuses the first invalid control inside `root` (after the errors render). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

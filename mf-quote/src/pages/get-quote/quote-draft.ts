import type { QuoteStep } from '@motohaul/contracts';
import { readStored, writeStored } from '../../api/stored-json';
import { EMPTY_QUOTE, type QuoteFormValues } from './quote-form-values';

// The wizard as the rider left it, in this tab's session storage: a reload, or a phone that dropped the tab while the
// rider looked up their bike's model, brings back their answers and step. Session storage holds it for this tab only
// and is gone when the tab closes; a sent quote clears it.

const KEY = 'motohaul.quoteDraft';

export interface QuoteDraft {
  values: QuoteFormValues;
  step: QuoteStep;
  /** The pickup of the link the wizard was opened with (`?pickupLocation=`), '' without one. */
  startedFrom: string;
}

const isStep = (value: unknown): value is QuoteStep => value === 1 || value === 2 || value === 3;

/** The stored values that have a field's type; anything else (an older shape, a hand edit) is left out. */
function valuesOf(stored: unknown): QuoteFormValues {
  const values = { ...EMPTY_QUOTE };
  if (typeof stored !== 'object' || stored === null) return values;
  for (const [field, empty] of Object.entries(EMPTY_QUOTE) as [keyof QuoteFormValues, unknown][]) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === typeof empty) (values as Record<string, unknown>)[field] = value;
  }
  return values;
}

/** The draft this tab kept, or null (none, unreadable, or storage refused). */
export function readQuoteDraft(): QuoteDraft | null {
  const stored = readStored('sessionStorage', KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { values, step, startedFrom } = stored as { values?: unknown; step?: unknown; startedFrom?: unknown };
  return { values: valuesOf(values), step: isStep(step) ? step : 1, startedFrom: typeof startedFrom === 'string' ? startedFrom : '' };
}

/** Keeps the wizard's answers and step for this tab (storage refused: a reload starts again, as before). */
export const saveQuoteDraft = (draft: QuoteDraft) => writeStored('sessionStorage', KEY, draft);

/** Forgets the draft (the quote was sent). */
export const clearQuoteDraft = () => writeStored('sessionStorage', KEY, null);

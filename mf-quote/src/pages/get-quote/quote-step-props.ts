import type { QuoteFieldErrors, QuoteFieldName, QuoteFormValues } from './quote-form-values';

/** What every wizard step receives from the page. */
export interface QuoteStepProps {
  values: QuoteFormValues;
  errors: QuoteFieldErrors;
  onChange: <K extends QuoteFieldName>(field: K, value: QuoteFormValues[K]) => void;
}

/** The id of a field's control, so the page can focus the first invalid one. */
export const fieldId = (field: QuoteFieldName) => `quote-${field}`;

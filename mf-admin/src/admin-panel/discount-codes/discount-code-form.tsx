import { useState, type FormEvent } from 'react';
import {
  ApiError,
  DISCOUNT_TYPES,
  discountCodeCreateSchema,
  validate,
  type DiscountType,
  type FieldErrors,
} from '@motohaul/contracts';
import { Alert, Button, Select, TextField } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useCreateDiscountCode } from '../../api/discount-codes';
import styles from '../admin-panel.module.css';

const TYPE_LABELS: Record<DiscountType, string> = { percentage: 'Percentage off', fixed_amount: 'Fixed amount off', free: 'Free lead' };
const EMPTY = { code: '', description: '', discountType: 'percentage' as DiscountType, discountValue: '', maxUses: '', validUntil: '' };

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

type FormValues = typeof EMPTY;

/** The body POST /api/admin/discount-codes takes, from the form's text values. */
const payloadOf = (values: FormValues) => ({
  code: values.code,
  description: values.description,
  discountType: values.discountType,
  discountValue: values.discountType === 'free' ? undefined : numberOrUndefined(values.discountValue),
  maxUses: numberOrUndefined(values.maxUses),
  validUntil: values.validUntil,
});

/**
 * The value's message as the admin types (a percentage above 100, a negative amount), from the same contracts
 * schema the submit and the API use; none while the value is blank (that one waits for the submit).
 */
function valueMessage(values: FormValues): string[] | undefined {
  if (values.discountType === 'free' || values.discountValue.trim() === '') return undefined;
  const result = validate(discountCodeCreateSchema, payloadOf(values));
  return result.success ? undefined : result.fieldErrors.discountValue;
}

/** Creates a discount code; the same contracts schema checks it here and on the server. */
export function DiscountCodeForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof FormValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // The value's rule depends on the type too: both re-check it at once; other fields keep their messages.
    if (field === 'discountValue' || field === 'discountType') {
      setErrors(({ discountValue: _previous, ...others }) => {
        const message = valueMessage(next);
        return message ? { ...others, discountValue: message } : others;
      });
    }
  };

  const create = useCreateDiscountCode({
    onSuccess: (created) => {
      setValues(EMPTY);
      setErrors({});
      toast({ title: 'Discount code created', description: `${created.code} is ready to use.`, variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = payloadOf(values);
    const result = validate(discountCodeCreateSchema, payload);
    if (!result.success) {
      setErrors(result.fieldErrors);
      return;
    }
    setErrors({});
    create.mutate(payload);
  };

  const error = (field: string) => errors[field]?.[0];
  const formError = create.error && !(create.error instanceof ApiError && create.error.fieldErrors) ? create.error.message : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create discount code" className={styles.codeForm}>
      <TextField label="Code" required value={values.code} onChange={(e) => set('code')(e.target.value.toUpperCase())} error={error('code')} autoComplete="off" />
      <Select
        label="Type"
        options={DISCOUNT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
        value={values.discountType}
        onChange={(e) => set('discountType')(e.target.value)}
        error={error('discountType')}
      />
      {values.discountType !== 'free' && (
        <TextField
          label={values.discountType === 'percentage' ? 'Percent off' : 'Dollars off'}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          value={values.discountValue}
          onChange={(e) => set('discountValue')(e.target.value)}
          error={error('discountValue')}
        />
      )}
      <TextField label="Maximum uses" type="number" inputMode="numeric" min={1} step={1} hint="Leave empty for unlimited" value={values.maxUses} onChange={(e) => set('maxUses')(e.target.value)} error={error('maxUses')} />
      <TextField label="Valid until" type="date" hint="Leave empty for no end date" value={values.validUntil} onChange={(e) => set('validUntil')(e.target.value)} error={error('validUntil')} />
      <TextField label="Description" value={values.description} onChange={(e) => set('description')(e.target.value)} error={error('description')} />
      {formError && <Alert variant="destructive" title="Could not create the code">{formError}</Alert>}
      <div>
        <Button type="submit" loading={create.isPending} loadingLabel="Creating">
          Create Code
        </Button>
      </div>
    </form>
  );
}

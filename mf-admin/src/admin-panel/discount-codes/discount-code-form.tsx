import type { FormEvent } from 'react';
import { ApiError, DISCOUNT_TYPES, discountCodeCreateSchema, validate, type DiscountType } from '@motohaul/contracts';
import { Alert, Button, Select, TextField } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { useCreateDiscountCode } from '../../api/discount-codes';
import styles from '../admin-panel.module.css';

const TYPE_LABELS: Record<DiscountType, string> = { percentage: 'Percentage off', fixed_amount: 'Fixed amount off', free: 'Free lead' };
const EMPTY = { code: '', description: '', discountType: 'percentage' as DiscountType, discountValue: '', maxUses: '', validUntil: '' };

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

type FormValues = typeof EMPTY;

/** Whether the server's refusal names a field of this form (then its message shows there, else above the button). */
const namesAField = (error: Error) =>
  error instanceof ApiError && Object.keys(error.fieldErrors ?? {}).some((name) => Object.hasOwn(EMPTY, name));

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
function valueMessage(values: FormValues): string | undefined {
  if (values.discountType === 'free' || values.discountValue.trim() === '') return undefined;
  const result = validate(discountCodeCreateSchema, payloadOf(values));
  return result.success ? undefined : result.fieldErrors.discountValue?.[0];
}

/** Creates a discount code on the one form hook (ADR 0016); the same contracts schema checks it here and on the server. */
export function DiscountCodeForm() {
  const form = useSchemaForm(discountCodeCreateSchema, EMPTY, { toInput: payloadOf });
  const change = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    form.set(name, value);
    // The value's rule depends on the type too: both re-check it at once; other fields keep their messages.
    if (name === 'discountValue' || name === 'discountType') form.setMessage('discountValue', valueMessage({ ...form.values, [name]: value }));
  };

  const create = useCreateDiscountCode({
    onSuccess: (created) => {
      form.reset();
      toast({ title: 'Discount code created', description: `${created.code} is ready to use.`, variant: 'success' });
    },
    onError: (error) => {
      form.showServerErrors(error);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check()) create.mutate(payloadOf(form.values));
  };

  const error = (field: keyof FormValues) => form.errors[field];
  const formError = create.error && !namesAField(create.error) ? create.error.message : null;
  const { values } = form;

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Create discount code" className={styles.codeForm}>
      <TextField label="Code" required value={values.code} onChange={(e) => change('code', e.target.value.toUpperCase())} error={error('code')} autoComplete="off" />
      <Select
        label="Type"
        options={DISCOUNT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
        value={values.discountType}
        onChange={(e) => change('discountType', e.target.value as DiscountType)}
        error={error('discountType')}
      />
      {values.discountType !== 'free' && (
        <TextField
          label={values.discountType === 'percentage' ? 'Percent off' : 'Dollars off'}
          type="number"
          inputMode={values.discountType === 'percentage' ? 'numeric' : 'decimal'}
          min={values.discountType === 'percentage' ? 1 : 0}
          max={values.discountType === 'percentage' ? 100 : undefined}
          step={values.discountType === 'percentage' ? 1 : 0.01}
          required
          value={values.discountValue}
          onChange={(e) => change('discountValue', e.target.value)}
          error={error('discountValue')}
        />
      )}
      <TextField label="Maximum uses" type="number" inputMode="numeric" min={1} step={1} hint="Leave empty for unlimited" value={values.maxUses} onChange={(e) => change('maxUses', e.target.value)} error={error('maxUses')} />
      <TextField label="Valid until" type="date" hint="Leave empty for no end date" value={values.validUntil} onChange={(e) => change('validUntil', e.target.value)} error={error('validUntil')} />
      <TextField label="Description" value={values.description} onChange={(e) => change('description', e.target.value)} error={error('description')} />
      {formError && <Alert variant="destructive" title="Could not create the code">{formError}</Alert>}
      <div>
        <Button type="submit" loading={create.isPending} loadingLabel="Creating">
          Create Code
        </Button>
      </div>
    </form>
  );
}

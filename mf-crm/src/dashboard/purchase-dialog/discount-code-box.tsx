import { useId, useState } from 'react';
import { discountCodeEntrySchema, validate, type DiscountApplyResponse } from '@motohaul/contracts';
import { Button } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { applyDiscount, validateDiscount } from '../../api/discount-codes';
import { dollars } from './money';
import styles from './purchase-dialog.module.css';

export interface DiscountCodeBoxProps {
  leadId: number;
  applied: DiscountApplyResponse | null;
  onChange: (applied: DiscountApplyResponse | null) => void;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The discount code box: trimmed and uppercased, validated then applied by the server (spec §5, §8). */
export function DiscountCodeBox({ leadId, applied, onChange }: DiscountCodeBoxProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const parsed = validate(discountCodeEntrySchema, { code });
    if (!parsed.success) {
      setError(parsed.fieldErrors.code?.[0] ?? 'Please enter a discount code');
      return;
    }
    const entered = parsed.output.code;
    setError(null);
    setBusy(true);
    try {
      let check;
      try {
        check = await validateDiscount(entered, leadId);
      } catch (failure) {
        toast({ title: 'Error', description: messageOf(failure, 'Failed to validate discount code'), variant: 'destructive' });
        return;
      }
      if (!check.valid) {
        toast({ title: 'Invalid Discount Code', description: check.error || 'The discount code is not valid.', variant: 'destructive' });
        return;
      }
      try {
        const result = await applyDiscount(entered, leadId);
        onChange(result);
        setCode(entered);
        toast({ title: `${result.discountCode.code} applied successfully!`, variant: 'success' });
      } catch (failure) {
        toast({ title: 'Error', description: messageOf(failure, 'Failed to apply discount code'), variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className={styles.discountApplied} role="status">
        <span>
          <strong>{applied.discountCode.code}</strong> applied: {dollars(applied.discountAmount)} off
        </span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            onChange(null);
            setCode('');
            toast({ title: 'Discount Removed' });
          }}
        >
          Remove
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.discount}>
      <label htmlFor={id} className={styles.label}>
        Discount code
      </label>
      <div className={styles.discountRow}>
        <input
          id={id}
          className="mh-input"
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <Button variant="secondary" loading={busy} loadingLabel="Checking code" onClick={() => void apply()}>
          Apply
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mh-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

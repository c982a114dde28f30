import { TextField } from '@motohaul/design-system';
import type { FieldMessages } from '@motohaul/platform';

export interface BuyerValues {
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  buyerCompany: string;
}

export interface BuyerFieldsProps {
  values: BuyerValues;
  errors: FieldMessages<keyof BuyerValues>;
  onChange: (field: keyof BuyerValues, value: string) => void;
}

/** The buyer's name, email, phone and company, recorded with the purchase; the company and phone are shown to the rider (ADR 0033). */
export function BuyerFields({ values, errors, onChange }: BuyerFieldsProps) {
  return (
    <>
      <TextField label="Your name" required autoComplete="name" value={values.buyerName} error={errors.buyerName} onChange={(e) => onChange('buyerName', e.target.value)} />
      <TextField label="Your email" type="email" autoComplete="email" value={values.buyerEmail} error={errors.buyerEmail} onChange={(e) => onChange('buyerEmail', e.target.value)} />
      <TextField label="Your phone" type="tel" required autoComplete="tel" value={values.buyerPhone} error={errors.buyerPhone} onChange={(e) => onChange('buyerPhone', e.target.value)} />
      <TextField
        label="Company"
        autoComplete="organization"
        value={values.buyerCompany}
        error={errors.buyerCompany}
        onChange={(e) => onChange('buyerCompany', e.target.value)}
      />
      <p className="mh-field__hint">The rider sees your company and phone on their request&apos;s status page, to expect your call.</p>
    </>
  );
}

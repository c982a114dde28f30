import { TextField } from '@motohaul/design-system';
import { AddressField } from './address-field';
import { fieldId, type QuoteStepProps } from './quote-step-props';

/** Step 3, 'Your Information': how providers reach the rider. */
export function ContactStep({ values, errors, onChange }: QuoteStepProps) {
  return (
    <>
      <TextField
        id={fieldId('customerName')}
        name="customerName"
        label="Your name"
        autoComplete="name"
        required
        value={values.customerName}
        onChange={(event) => onChange('customerName', event.target.value)}
        error={errors.customerName}
      />
      <TextField
        id={fieldId('customerPhone')}
        name="customerPhone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Providers call or text you with their quotes."
        required
        value={values.customerPhone}
        onChange={(event) => onChange('customerPhone', event.target.value)}
        error={errors.customerPhone}
      />
      <AddressField
        id={fieldId('customerAddress')}
        name="customerAddress"
        label="Your address (optional)"
        value={values.customerAddress}
        onValueChange={(value) => onChange('customerAddress', value)}
        error={errors.customerAddress}
      />
    </>
  );
}

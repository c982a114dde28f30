import { forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import { TIMEFRAMES, TIMEFRAME_LABELS, todayInSydney, type Timeframe } from '@motohaul/contracts';
import { AddressCombobox, RadioGroup, Select, Switch, TextArea, TextField } from '@motohaul/design-system';
import { useAddressMode, fetchLocalities } from '@motohaul/platform';
import type { QuoteFieldErrors, QuoteFieldName, QuoteFormValues } from './quote-form-values';

// The wizard's three steps (spec §2.4) and the address field with suggestions they use.

/** What every wizard step receives from the page. */
interface QuoteStepProps {
  values: QuoteFormValues;
  errors: QuoteFieldErrors;
  onChange: <K extends QuoteFieldName>(field: K, value: QuoteFormValues[K]) => void;
}

/** The id of a field's control, so the page can focus the first invalid one. */
const fieldId = (field: QuoteFieldName) => `quote-${field}`;

interface AddressFieldProps {
  id: string;
  name?: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
}

/**
 * An address field with suggestions (spec §4): the places service when the API has a key, else the built-in search
 * of every Australian locality (GET /api/localities, ADR 0011).
 */
export const AddressField = forwardRef<HTMLInputElement, AddressFieldProps>(function AddressField(
  { onValueChange, ...rest },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(ref, () => inputRef.current, []);
  const mode = useAddressMode(inputRef, onValueChange);
  return <AddressCombobox ref={inputRef} {...rest} searchLocalities={fetchLocalities} onValueChange={onValueChange} mode={mode} />;
});

const timeframeOptions = TIMEFRAMES.map((value) => ({ value, label: TIMEFRAME_LABELS[value] }));

/** Step 1, 'Transport Details': where from, where to, and when. */
export function TransportStep({ values, errors, onChange }: QuoteStepProps) {
  // The schema's rule: no date before today in Sydney (ADR 0013).
  const today = todayInSydney();
  return (
    <>
      <AddressField
        id={fieldId('pickupLocation')}
        name="pickupLocation"
        label="Pickup location"
        placeholder="Suburb, postcode or address"
        required
        value={values.pickupLocation}
        onValueChange={(value) => onChange('pickupLocation', value)}
        error={errors.pickupLocation}
      />
      <AddressField
        id={fieldId('dropoffLocation')}
        name="dropoffLocation"
        label="Delivery (drop-off) location"
        placeholder="Suburb, postcode or address"
        required
        value={values.dropoffLocation}
        onValueChange={(value) => onChange('dropoffLocation', value)}
        error={errors.dropoffLocation}
      />
      <Select
        id={fieldId('timeframe')}
        name="timeframe"
        label="When do you need transport?"
        options={timeframeOptions}
        value={values.timeframe}
        onChange={(event) => onChange('timeframe', event.target.value as Timeframe)}
        error={errors.timeframe}
      />
      <RadioGroup
        legend="Are your dates flexible?"
        name="isFlexibleDates"
        inline
        value={values.isFlexibleDates ? 'flexible' : 'specific'}
        onChange={(choice) => onChange('isFlexibleDates', choice === 'flexible')}
        options={[
          { value: 'flexible', label: 'Yes, my dates are flexible' },
          { value: 'specific', label: 'No, I have specific dates' },
        ]}
        error={errors.isFlexibleDates}
      />
      {!values.isFlexibleDates && (
        <div className="mh-grid">
          <TextField
            id={fieldId('preferredPickupDate')}
            name="preferredPickupDate"
            label="Preferred pickup date"
            type="date"
            min={today}
            value={values.preferredPickupDate}
            onChange={(event) => onChange('preferredPickupDate', event.target.value)}
            error={errors.preferredPickupDate}
          />
          <TextField
            id={fieldId('preferredDropoffDate')}
            name="preferredDropoffDate"
            label="Preferred drop-off date"
            type="date"
            min={values.preferredPickupDate || today}
            value={values.preferredDropoffDate}
            onChange={(event) => onChange('preferredDropoffDate', event.target.value)}
            error={errors.preferredDropoffDate}
          />
        </div>
      )}
    </>
  );
}

/** Step 2, 'Motorcycle Details': what is being moved and how it handles. */
export function MotorcycleStep({ values, errors, onChange }: QuoteStepProps) {
  return (
    <>
      <div className="mh-grid">
        <TextField
          id={fieldId('motorcycleMake')}
          name="motorcycleMake"
          label="Motorcycle make"
          placeholder="e.g. Honda"
          required
          value={values.motorcycleMake}
          onChange={(event) => onChange('motorcycleMake', event.target.value)}
          error={errors.motorcycleMake}
        />
        <TextField
          id={fieldId('motorcycleModel')}
          name="motorcycleModel"
          label="Motorcycle model"
          placeholder="e.g. CBR650R"
          required
          value={values.motorcycleModel}
          onChange={(event) => onChange('motorcycleModel', event.target.value)}
          error={errors.motorcycleModel}
        />
      </div>
      <Switch
        id={fieldId('canRollAndSteer')}
        label="My motorcycle rolls and steers"
        hint="Turn this off if it has to be winched or carried onto the trailer."
        checked={values.canRollAndSteer}
        onChange={(checked) => onChange('canRollAndSteer', checked)}
      />
      <TextArea
        id={fieldId('specialRequests')}
        name="specialRequests"
        label="Special requests (optional)"
        placeholder="Anything the transport provider should know"
        value={values.specialRequests}
        onChange={(event) => onChange('specialRequests', event.target.value)}
        error={errors.specialRequests}
      />
    </>
  );
}

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

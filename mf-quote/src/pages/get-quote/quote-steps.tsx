import { forwardRef, useImperativeHandle, useRef } from 'react';
import { TIMEFRAMES, TIMEFRAME_LABELS, todayInSydney, type Timeframe } from '@motohaul/contracts';
import { AddressCombobox, RadioGroup, Select, Switch, TextArea, TextField, type AddressComboboxProps } from '@motohaul/design-system';
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

/** The fields the rider types (a string value). */
type TypedField = { [K in QuoteFieldName]: string extends QuoteFormValues[K] ? K : never }[QuoteFieldName];

/** What a typed field's control takes from the step: its id, name, value and error. */
const bound = ({ values, errors }: QuoteStepProps, field: TypedField) => ({ id: fieldId(field), name: field, value: values[field], error: errors[field] });

/** …and its change handler, for a text field or text area. */
const typed = (props: QuoteStepProps, field: TypedField) => ({
  ...bound(props, field),
  onChange: (event: { target: { value: string } }) => props.onChange(field, event.target.value),
});

/** …and its change handler, for an address field. */
const located = (props: QuoteStepProps, field: TypedField) => ({
  ...bound(props, field),
  onValueChange: (value: string) => props.onChange(field, value),
});

/** The combobox's props but the two this field supplies itself. */
type AddressFieldProps = Omit<AddressComboboxProps, 'searchLocalities' | 'mode'>;

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
export function TransportStep(props: QuoteStepProps) {
  const { values, errors, onChange } = props;
  // The schema's rule: no date before today in Sydney (ADR 0013).
  const today = todayInSydney();
  return (
    <>
      <AddressField {...located(props, 'pickupLocation')} label="Pickup location" placeholder="Suburb, postcode or address" required />
      <AddressField
        {...located(props, 'dropoffLocation')}
        label="Delivery (drop-off) location"
        placeholder="Suburb, postcode or address"
        required
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
          <TextField {...typed(props, 'preferredPickupDate')} label="Preferred pickup date" type="date" min={today} />
          <TextField
            {...typed(props, 'preferredDropoffDate')}
            label="Preferred drop-off date"
            type="date"
            min={values.preferredPickupDate || today}
          />
        </div>
      )}
    </>
  );
}

/** Step 2, 'Motorcycle Details': what is being moved and how it handles. */
export function MotorcycleStep(props: QuoteStepProps) {
  const { values, onChange } = props;
  return (
    <>
      <div className="mh-grid">
        <TextField {...typed(props, 'motorcycleMake')} label="Motorcycle make" placeholder="e.g. Honda" required />
        <TextField {...typed(props, 'motorcycleModel')} label="Motorcycle model" placeholder="e.g. CBR650R" required />
      </div>
      <Switch
        id={fieldId('canRollAndSteer')}
        label="My motorcycle rolls and steers"
        hint="Turn this off if it has to be winched or carried onto the trailer."
        checked={values.canRollAndSteer}
        onChange={(checked) => onChange('canRollAndSteer', checked)}
      />
      <TextArea
        {...typed(props, 'specialRequests')}
        label="Special requests (optional)"
        placeholder="Anything the transport provider should know"
      />
    </>
  );
}

/** Step 3, 'Your Information': how providers reach the rider. */
export function ContactStep(props: QuoteStepProps) {
  return (
    <>
      <TextField {...typed(props, 'customerName')} label="Your name" autoComplete="name" required />
      <TextField
        {...typed(props, 'customerPhone')}
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Providers call or text you with their quotes."
        required
      />
      <AddressField {...located(props, 'customerAddress')} label="Your address (optional)" />
    </>
  );
}

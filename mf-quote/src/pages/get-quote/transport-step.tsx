import { TIMEFRAMES, TIMEFRAME_LABELS, todayInSydney, type Timeframe } from '@motohaul/contracts';
import { RadioGroup, Select, TextField } from '@motohaul/design-system';
import { AddressField } from './address-field';
import { fieldId, type QuoteStepProps } from './quote-step-props';

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

import { Switch, TextArea, TextField } from '@motohaul/design-system';
import { fieldId, type QuoteStepProps } from './quote-step-props';

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

import { useState, type ComponentProps } from 'react';
import { editLeadSchema, INSPECTION_TYPE_LABELS, INSPECTION_TYPES, URGENCIES, type PurchasedLead, type Urgency } from '@motohaul/contracts';
import { Button, Dialog, Select, TextArea, TextField } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { errorMessage } from '../../api/error-message';
import { useEditLeadMutation } from '../../api/purchases';
import styles from '../form/form.module.css';
import { changedFields, editValuesOf, type LeadEditValues } from './lead-edit-values';

/** The edit form labels urgent as 'Today' (spec §9). */
const EDIT_URGENCY_LABELS: Record<Urgency, string> = {
  urgent: 'Today',
  within_week: 'Within a week',
  within_month: 'Within a month',
  flexible: 'Flexible',
};

const FORM_ID = 'edit-lead-form';

/** The first option of a select: the lead has no value (it stays so unless one is chosen). */
const NOT_GIVEN = 'Not given';

/** A changed pickup or drop-off is placed on the map by the suburb it names. */
const PLACE_HINT = 'Include the suburb and postcode.';

/**
 * 'Edit Lead Information' (super admin): the form starts from the lead as stored (a field it does not have is
 * blank, never a default) and Save sends only the fields changed to PATCH /api/leads/{leadId}, checked by
 * editLeadSchema here and on the server, which places a changed pickup or drop-off again (issue 19).
 */
export function EditLeadDialog({ purchase, onClose }: { purchase: PurchasedLead; onClose: () => void }) {
  // Fixed when the dialog opens: a refreshed list must not move what the changes are measured against.
  const [initial] = useState(() => editValuesOf(purchase));
  const form = useSchemaForm(editLeadSchema, initial, { toInput: (values: LeadEditValues) => changedFields(initial, values) });
  const save = useEditLeadMutation(purchase.leadId, {
    onSuccess: () => {
      toast({ title: 'Lead updated successfully', variant: 'success' });
      onClose();
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast({ title: 'Error updating lead', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { values, errors, set } = form;
  const text = (name: keyof LeadEditValues, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField label={label} autoComplete="off" {...form.field(name)} {...extra} />
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit Lead Information"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={save.isPending} loadingLabel="Saving">
            Save Changes
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        ref={form.formRef}
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const changes = changedFields(initial, values);
          // Nothing changed: nothing to write.
          if (Object.keys(changes).length === 0) return onClose();
          if (form.check()) save.mutate(changes);
        }}
      >
        {text('customerName', 'Customer name', { required: true })}
        {text('customerPhone', 'Customer phone', { type: 'tel', required: true })}
        {text('customerEmail', 'Customer email', { type: 'email' })}
        {text('customerAddress', 'Customer address')}
        {text('pickupLocation', 'Pickup location', { required: initial.pickupLocation !== '', hint: PLACE_HINT })}
        {text('dropoffLocation', 'Drop-off location', { required: initial.dropoffLocation !== '', hint: PLACE_HINT })}
        {text('vehicleMake', 'Motorcycle make', { required: true })}
        {text('vehicleModel', 'Motorcycle model', { required: true })}
        {text('vehicleYear', 'Motorcycle year', { inputMode: 'numeric', maxLength: 4 })}
        {text('vehicleRego', 'Registration')}
        <Select
          label="Urgency"
          placeholder={NOT_GIVEN}
          value={values.urgency}
          error={errors.urgency}
          options={URGENCIES.map((value) => ({ value, label: EDIT_URGENCY_LABELS[value] }))}
          onChange={(event) => set('urgency', event.target.value)}
        />
        <Select
          label="Inspection type"
          placeholder={NOT_GIVEN}
          value={values.inspectionType}
          error={errors.inspectionType}
          options={INSPECTION_TYPES.map((value) => ({ value, label: INSPECTION_TYPE_LABELS[value] }))}
          onChange={(event) => set('inspectionType', event.target.value)}
        />
        {text('preferredLocation', 'Preferred location', { wrapperClassName: styles.wide })}
        <div className={styles.wide}>
          <TextArea
            label="Specific requests"
            value={values.specificRequests}
            error={errors.specificRequests}
            onChange={(event) => set('specificRequests', event.target.value)}
          />
        </div>
      </form>
    </Dialog>
  );
}

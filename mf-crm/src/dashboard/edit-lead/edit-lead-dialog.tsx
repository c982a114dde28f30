import { useState, type ComponentProps } from 'react';
import { editLeadSchema, INSPECTION_TYPE_LABELS, INSPECTION_TYPES, URGENCIES, type PurchasedLead, type Urgency } from '@motohaul/contracts';
import { FormDialog, Select, TextArea, TextField } from '@motohaul/design-system';
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
  const text = (name: keyof LeadEditValues, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField label={label} autoComplete="off" {...form.field(name)} {...extra} />
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Edit Lead Information"
      submitLabel="Save Changes"
      submitting={save.isPending}
      submittingLabel="Saving"
      formRef={form.formRef}
      formClassName={styles.form}
      onSubmit={() => {
        const changes = changedFields(initial, form.values);
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
        options={URGENCIES.map((value) => ({ value, label: EDIT_URGENCY_LABELS[value] }))}
        {...form.field('urgency')}
      />
      <Select
        label="Inspection type"
        placeholder={NOT_GIVEN}
        options={INSPECTION_TYPES.map((value) => ({ value, label: INSPECTION_TYPE_LABELS[value] }))}
        {...form.field('inspectionType')}
      />
      {text('preferredLocation', 'Preferred location', { wrapperClassName: styles.wide })}
      <div className={styles.wide}>
        <TextArea label="Specific requests" {...form.field('specificRequests')} />
      </div>
    </FormDialog>
  );
}

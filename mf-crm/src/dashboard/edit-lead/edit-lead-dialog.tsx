import {
  editLeadSchema,
  formatAustralianPhone,
  INSPECTION_TYPE_LABELS,
  INSPECTION_TYPES,
  URGENCIES,
  type PurchasedLead,
  type Urgency,
} from '@motohaul/contracts';
import { Button, Dialog, Select, TextArea } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { errorMessage } from '../../api/error-message';
import { useEditLeadMutation } from '../../api/purchases';
import { formTextField, type FormTextFieldOptions } from '../form/form-text-field';
import styles from '../form/form.module.css';

/** The edit form labels urgent as 'Today' (spec §9). */
const EDIT_URGENCY_LABELS: Record<Urgency, string> = {
  urgent: 'Today',
  within_week: 'Within a week',
  within_month: 'Within a month',
  flexible: 'Flexible',
};

const FORM_ID = 'edit-lead-form';

/** 'Edit Lead Information' (super admin): PATCH /api/leads/{leadId}. */
export function EditLeadDialog({ purchase, onClose }: { purchase: PurchasedLead; onClose: () => void }) {
  const form = useSchemaForm(editLeadSchema, {
    customerName: purchase.customerName ?? '',
    customerPhone: formatAustralianPhone(purchase.customerPhone),
    customerEmail: purchase.customerEmail ?? '',
    customerAddress: purchase.customerAddress ?? '',
    vehicleMake: purchase.vehicleMake ?? '',
    vehicleModel: purchase.vehicleModel ?? '',
    vehicleYear: purchase.vehicleYear?.toString() ?? '',
    vehicleRego: purchase.vehicleRego ?? '',
    urgency: purchase.urgency ?? 'flexible',
    preferredLocation: purchase.preferredLocation ?? '',
    inspectionType: purchase.inspectionType ?? 'either',
    specificRequests: purchase.specificRequests ?? '',
  });
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
  const text = (field: keyof typeof values & string, label: string, options?: FormTextFieldOptions) => formTextField(form, field, label, options);
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
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const input = form.check();
          if (input) save.mutate(input);
        }}
      >
        {text('customerName', 'Customer name', { required: true })}
        {text('customerPhone', 'Customer phone', { type: 'tel', required: true })}
        {text('customerEmail', 'Customer email', { type: 'email' })}
        {text('customerAddress', 'Customer address')}
        {text('vehicleMake', 'Vehicle make')}
        {text('vehicleModel', 'Vehicle model')}
        {text('vehicleYear', 'Vehicle year')}
        {text('vehicleRego', 'Registration')}
        <Select
          label="Urgency"
          value={values.urgency}
          options={URGENCIES.map((value) => ({ value, label: EDIT_URGENCY_LABELS[value] }))}
          onChange={(event) => set('urgency', event.target.value as Urgency)}
        />
        <Select
          label="Inspection type"
          value={values.inspectionType}
          options={INSPECTION_TYPES.map((value) => ({ value, label: INSPECTION_TYPE_LABELS[value] }))}
          onChange={(event) => set('inspectionType', event.target.value as typeof values.inspectionType)}
        />
        {text('preferredLocation', 'Preferred location', { wide: true })}
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

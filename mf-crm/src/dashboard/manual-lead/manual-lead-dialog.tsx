import {
  INSPECTION_TYPE_LABELS,
  INSPECTION_TYPES,
  manualLeadSchema,
  URGENCIES,
  type InspectionType,
  type Urgency,
} from '@motohaul/contracts';
import { FormDialog, Select, TextArea, TextField, type TextFieldProps } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { errorMessage } from '../../api/error-message';
import { useManualLeadMutation } from '../../api/purchases';
import styles from '../form/form.module.css';

/** The manual form labels urgent as 'Within 2 days' (spec §9). */
const MANUAL_URGENCY_LABELS: Record<Urgency, string> = {
  urgent: 'Urgent (within 2 days)',
  within_week: 'Within a week',
  within_month: 'Within a month',
  flexible: 'Flexible',
};

const INITIAL = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  customerAddress: '',
  vehicleMake: '',
  vehicleModel: '',
  vehicleYear: '2024',
  vehicleRego: '',
  urgency: 'within_week' as Urgency,
  travelDistance: '20',
  preferredLocation: '',
  inspectionType: 'either' as InspectionType,
  specificRequests: '',
};

const asNumber = (text: string) => (text.trim() === '' ? undefined : Number.isNaN(Number(text)) ? text : Number(text));

/** The payload of POST /api/leads/manual: numbers as numbers, plus the two fixed answers (spec §3). */
export const toManualLeadInput = (values: typeof INITIAL) => ({
  ...values,
  vehicleYear: asNumber(values.vehicleYear),
  travelDistance: asNumber(values.travelDistance),
  budgetConcern: 'somewhat_important',
  previousExperience: 'regular_customer',
});

/** 'Add New Lead to CRM': a lead the provider found elsewhere; it lands in Purchased. */
export function ManualLeadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useSchemaForm(manualLeadSchema, INITIAL);
  const create = useManualLeadMutation({
    onSuccess: () => {
      toast({ title: 'Lead added successfully', description: 'It is in your Purchased stage.', variant: 'success' });
      form.reset();
      onClose();
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast({ title: 'Error creating lead', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const text = (field: keyof typeof INITIAL, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} {...form.field(field)} {...extra} />
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add New Lead to CRM"
      description="Add a customer you found yourself. The lead goes straight into your Purchased stage."
      submitLabel="Add Lead"
      submitting={create.isPending}
      submittingLabel="Adding lead"
      formRef={form.formRef}
      formClassName={styles.form}
      onSubmit={() => {
        const input = toManualLeadInput(form.values);
        if (form.check(input)) create.mutate(input);
      }}
    >
      {text('customerName', 'Customer name', { required: true })}
      {text('customerPhone', 'Customer phone', { type: 'tel', required: true })}
      {text('customerEmail', 'Customer email', { type: 'email' })}
      {text('customerAddress', 'Customer address')}
      {text('vehicleMake', 'Vehicle make', { required: true })}
      {text('vehicleModel', 'Vehicle model', { required: true })}
      {text('vehicleYear', 'Vehicle year', { type: 'number' })}
      {text('vehicleRego', 'Registration')}
      <Select label="Urgency" options={URGENCIES.map((value) => ({ value, label: MANUAL_URGENCY_LABELS[value] }))} {...form.field('urgency')} />
      {text('travelDistance', 'Travel distance (km)', { type: 'number' })}
      {text('preferredLocation', 'Preferred location', { required: true })}
      <Select
        label="Inspection type"
        options={INSPECTION_TYPES.map((value) => ({ value, label: INSPECTION_TYPE_LABELS[value] }))}
        {...form.field('inspectionType')}
      />
      <div className={styles.wide}>
        <TextArea label="Specific requests" {...form.field('specificRequests')} />
      </div>
    </FormDialog>
  );
}

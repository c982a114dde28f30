import {
  adminLeadEditSchema,
  INSPECTION_TYPE_LABELS,
  INSPECTION_TYPES,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  URGENCIES,
  type AdminLeadDetails,
} from '@motohaul/contracts';
import { Alert, Dialog, FormDialog, Select, Switch, TextArea, TextField, type TextFieldProps } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { useAdminLead, useEditAdminLead } from '../../api/leads';
import { humanise } from '../format';
import { LoadState } from '../load-state';
import { changedFields, editValuesOf, type LeadEditValues } from './lead-edit-values';
import { urgencyLabel } from './lead-labels';
import styles from './edit-lead.module.css';

/** The choices of a select, with the lead's own value first when it is not one of them (an older lead's code). */
function choices(codes: readonly string[], label: (code: string) => string, current: string, blank: string) {
  const options = codes.map((value) => ({ value, label: label(value) }));
  if (current !== '' && !codes.includes(current)) options.unshift({ value: current, label: humanise(current) });
  return [{ value: '', label: blank }, ...options];
}

/**
 * 'Edit Lead #id' in the All Leads tab: the lead is read afresh, the form starts from its stored values, and
 * Save sends only the fields changed (PATCH /api/admin/leads/:id); the same contracts schema checks them here
 * and on the server.
 */
export function EditLeadDialog({ leadId, onClose }: { leadId: number; onClose: () => void }) {
  const lead = useAdminLead(leadId);
  const title = `Edit Lead #${leadId}`;
  if (!lead.isSuccess) {
    return (
      <Dialog open onClose={onClose} title={title}>
        <LoadState what="the lead" query={lead} />
      </Dialog>
    );
  }
  return <EditLeadForm lead={lead.data} title={title} onClose={onClose} />;
}

function EditLeadForm({ lead, title, onClose }: { lead: AdminLeadDetails; title: string; onClose: () => void }) {
  const initial = editValuesOf(lead);
  const form = useSchemaForm(adminLeadEditSchema, initial, { toInput: (values: LeadEditValues) => changedFields(initial, values) });
  const save = useEditAdminLead(lead.id, {
    onSuccess: () => {
      toast({ title: 'Lead updated successfully', description: `Lead #${lead.id} was saved.`, variant: 'success' });
      onClose();
    },
    onError: (error) => {
      if (!form.showServerErrors(error)) toast({ title: 'Error updating lead', description: error.message, variant: 'destructive' });
    },
  });
  const { values, set } = form;
  const text = (name: keyof LeadEditValues & string, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} {...form.field(name)} {...extra} />
  );
  const nothingChanged = Object.keys(changedFields(initial, values)).length === 0;

  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      description={`${lead.jobReference}: only the fields you change are saved.`}
      submitLabel="Save Changes"
      submitting={save.isPending}
      submittingLabel="Saving"
      submitDisabled={nothingChanged}
      formRef={form.formRef}
      formClassName={styles.form}
      onSubmit={() => {
        const changes = changedFields(initial, values);
        if (Object.keys(changes).length === 0 || !form.check()) return;
        save.mutate(changes);
      }}
    >
      <fieldset className={styles.group}>
        <legend>Customer</legend>
        {text('customerName', 'Customer name', { required: true, autoComplete: 'off' })}
        {text('customerPhone', 'Customer phone', { type: 'tel', required: true, autoComplete: 'off' })}
        {text('customerEmail', 'Customer email', { type: 'email', autoComplete: 'off' })}
        {text('customerAddress', 'Customer address', { autoComplete: 'off' })}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Trip</legend>
        {text('pickupLocation', 'Pickup location', {
          required: true,
          hint: lead.pickupPlaced ? 'A new pickup is placed again by its suburb.' : 'Not placed yet: include the suburb and postcode.',
        })}
        {text('dropoffLocation', 'Drop-off location', { required: true })}
        <Select
          label="Timeframe"
          options={choices(TIMEFRAMES, (code) => TIMEFRAME_LABELS[code as keyof typeof TIMEFRAME_LABELS], initial.timeframe, 'Not given')}
          {...form.field('timeframe')}
        />
        {text('preferredPickupDate', 'Preferred pickup date', { type: 'date' })}
        {text('preferredDropoffDate', 'Preferred drop-off date', { type: 'date' })}
        <Switch label="Flexible dates" checked={values.isFlexibleDates} onChange={(checked) => set('isFlexibleDates', checked)} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Motorcycle</legend>
        {text('motorcycleMake', 'Motorcycle make', { required: true })}
        {text('motorcycleModel', 'Motorcycle model', { required: true })}
        {text('motorcycleYear', 'Motorcycle year', { inputMode: 'numeric', maxLength: 4 })}
        {text('vehicleRego', 'Registration')}
        <Switch label="Rolls and steers" checked={values.canRollAndSteer} onChange={(checked) => set('canRollAndSteer', checked)} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Job</legend>
        <Select label="Urgency" options={choices(URGENCIES, urgencyLabel, initial.urgency, 'Not given')} {...form.field('urgency')} />
        <Select
          label="Inspection type"
          options={choices(INSPECTION_TYPES, (code) => INSPECTION_TYPE_LABELS[code as keyof typeof INSPECTION_TYPE_LABELS], initial.inspectionType, 'Not given')}
          {...form.field('inspectionType')}
        />
        {text('preferredLocation', 'Preferred location')}
        <div className={styles.wide}>
          <TextArea label="Special requests" {...form.field('specialRequests')} />
        </div>
      </fieldset>
      {nothingChanged && <Alert variant="info" title="No changes yet">Change a field to save it.</Alert>}
    </FormDialog>
  );
}

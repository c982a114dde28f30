import { Button, Dialog } from '@motohaul/design-system';
import { AddMemberForm } from './add-member-form';
import { MemberList } from './member-list';

export interface TeamManagementDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Team Management (spec §2.2, §6): an owner adds team members, sees them and removes them. */
export function TeamManagementDialog({ open, onClose }: TeamManagementDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Team Management"
      description="Team members sign in with their own username and get CRM-only access to your purchased leads."
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <AddMemberForm />
      <MemberList />
    </Dialog>
  );
}

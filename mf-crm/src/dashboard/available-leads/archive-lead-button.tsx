import { useState } from 'react';
import type { AvailableLead } from '@motohaul/contracts';
import { Button, Dialog } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useArchiveLeadMutation } from '../../api/available-leads';
import { errorMessage } from '../../api/error-message';
import { jobIdOf } from './lead-display';

/** A super admin's Archive on a lead for sale, with a confirm prompt: it sits right next to Claim. */
export function ArchiveLeadButton({ lead }: { lead: AvailableLead }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveLeadMutation(lead.id, {
    onSuccess: () => {
      setOpen(false);
      toast({ title: 'Lead archived', description: `${jobIdOf(lead)} is no longer available.`, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Error archiving lead', description: errorMessage(error) || 'Failed to archive lead.', variant: 'destructive' }),
  });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Archive
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Archive this lead?"
        description={`Job ${jobIdOf(lead)} will be taken off the market: no provider can see or buy it. Its data is kept.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" loading={archive.isPending} loadingLabel="Archiving" onClick={() => archive.mutate()}>
              Archive Lead
            </Button>
          </>
        }
      />
    </>
  );
}

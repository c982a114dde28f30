import { useState } from 'react';
import { Button, Dialog } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useArchivePurchaseMutation } from '../../api/purchases';

/** Archive with a confirm prompt: it hides the lead but keeps the data (spec §2.8). */
export function ArchiveButton({ purchaseId, customer }: { purchaseId: number; customer: string }) {
  const [open, setOpen] = useState(false);
  // The toasts are the mutation's own: the archived card leaves the pipeline when the list refreshes.
  const archive = useArchivePurchaseMutation(purchaseId, {
    onSuccess: () => {
      setOpen(false);
      toast({ title: 'Lead archived', description: `${customer} is hidden from your pipeline. The data is kept.`, variant: 'success' });
    },
    onError: () => toast({ title: 'Error archiving lead', description: 'Failed to archive lead.', variant: 'destructive' }),
  });
  const confirm = () => archive.mutate();
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Archive
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Archive this lead?"
        description="Archiving hides this lead from your pipeline, but keeps all of its data. It stays in your CSV export."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" loading={archive.isPending} loadingLabel="Archiving" onClick={confirm}>
              Archive Lead
            </Button>
          </>
        }
      />
    </>
  );
}

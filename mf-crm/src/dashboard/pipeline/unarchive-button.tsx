import { Button } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { errorMessage } from '../../api/error-message';
import { useUnarchivePurchaseMutation } from '../../api/purchases';

/** Brings an archived purchase back to its stage tab (no prompt: nothing is lost either way). */
export function UnarchiveButton({ purchaseId, customer }: { purchaseId: number; customer: string }) {
  // The toasts are the mutation's own: the card leaves the Archived tab when the list refreshes.
  const unarchive = useUnarchivePurchaseMutation(purchaseId, {
    onSuccess: () => toast({ title: 'Lead unarchived', description: `${customer} is back in your pipeline.`, variant: 'success' }),
    onError: (error) => toast({ title: 'Error unarchiving lead', description: errorMessage(error) || 'Failed to unarchive lead.', variant: 'destructive' }),
  });
  const onClick = () => unarchive.mutate();
  return (
    <Button size="sm" variant="secondary" loading={unarchive.isPending} loadingLabel="Unarchiving" onClick={onClick}>
      Unarchive
    </Button>
  );
}

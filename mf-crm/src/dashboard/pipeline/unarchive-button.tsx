import { Button } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { errorMessage } from '../../api/error-message';
import { useUnarchivePurchaseMutation } from '../../api/purchases';

/** Brings an archived purchase back to its stage tab (no prompt: nothing is lost either way). */
export function UnarchiveButton({ purchaseId, customer }: { purchaseId: number; customer: string }) {
  const unarchive = useUnarchivePurchaseMutation(purchaseId);
  const onClick = () =>
    unarchive.mutate(undefined, {
      onSuccess: () => toast({ title: 'Lead unarchived', description: `${customer} is back in your pipeline.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Error unarchiving lead', description: errorMessage(error) || 'Failed to unarchive lead.', variant: 'destructive' }),
    });
  return (
    <Button size="sm" variant="secondary" loading={unarchive.isPending} loadingLabel="Unarchiving" onClick={onClick}>
      Unarchive
    </Button>
  );
}

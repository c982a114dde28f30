import { Button, Dialog } from '@motohaul/design-system';

/** Asks before leaving a page with unsaved changes. */
export function UnsavedChangesDialog({ open, onLeave, onStay }: { open: boolean; onLeave: () => void; onStay: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onStay}
      title="Leave this page?"
      description="You have changes that are not saved. If you leave now, they will be lost."
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={onLeave}>
            Leave page
          </Button>
        </>
      }
    />
  );
}

import { useId, type ReactNode, type Ref } from 'react';
import { Button, type ButtonVariant } from '../button/button';
import { Dialog, type DialogProps } from './dialog';

export interface FormDialogProps extends Omit<DialogProps, 'footer' | 'children'> {
  /** The submit button: its text, its look, and what it says while `submitting`. */
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
  submitting: boolean;
  submittingLabel: string;
  submitDisabled?: boolean;
  formRef?: Ref<HTMLFormElement>;
  formClassName?: string;
  /** On submit (the browser's own submission and validation are off: the form checks its schema). */
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog whose body is one form, with Cancel and the form's submit button in its footer. */
export function FormDialog({ submitLabel, submitVariant, submitting, submittingLabel, submitDisabled, formRef, formClassName, onSubmit, children, ...dialog }: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button variant="secondary" onClick={dialog.onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={submitting} loadingLabel={submittingLabel} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        className={formClassName}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

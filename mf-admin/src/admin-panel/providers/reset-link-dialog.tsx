import { useState } from 'react';
import { DISPLAY_TIME_ZONE, type AdminResetLinkResponse } from '@motohaul/contracts';
import { Button, Dialog, TextField } from '@motohaul/design-system';
import styles from '../admin-panel.module.css';

export interface CreatedResetLink extends AdminResetLinkResponse {
  providerName: string;
}

export interface ResetLinkDialogProps {
  /** The link just created, or null when the dialog is closed. It is shown only here, once. */
  link: CreatedResetLink | null;
  onClose: () => void;
}

/** The link's expiry as a Sydney time: '2:30 pm'. */
const expiryTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit', timeZone: DISPLAY_TIME_ZONE });

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Shows a provider's one-time password reset link (ADR 0032) to pass on by phone or message: selectable text, a copy
 * button whose outcome is announced, and a note that it works once and expires. Closing it forgets the link.
 */
export function ResetLinkDialog({ link, onClose }: ResetLinkDialogProps) {
  // Kept with the link it was for: a newer link starts uncopied.
  const [copied, setCopied] = useState<{ url: string; state: CopyState } | null>(null);
  const copy: CopyState = link && copied?.url === link.resetUrl ? copied.state : 'idle';

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.resetUrl);
      setCopied({ url: link.resetUrl, state: 'copied' });
    } catch {
      setCopied({ url: link.resetUrl, state: 'failed' });
    }
  };

  return (
    <Dialog
      open={link !== null}
      onClose={onClose}
      title={link ? `Password reset link for ${link.providerName}` : ''}
      description={
        link
          ? `This link works once and expires at ${expiryTime(link.expiresAt)} (1 hour). Send it to the provider by phone or message; it is not shown again.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
          <Button onClick={() => void copyLink()}>Copy link</Button>
        </>
      }
    >
      {link && (
        <div className={styles.stack}>
          <TextField label="Reset link" value={link.resetUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
          <p role="status">{copy === 'copied' ? 'Link copied.' : copy === 'failed' ? 'Could not copy: select the link and copy it.' : ''}</p>
        </div>
      )}
    </Dialog>
  );
}

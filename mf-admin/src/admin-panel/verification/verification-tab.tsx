import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { todayInSydney, VERIFICATION_REASON_MESSAGE, type VerificationSubmission } from '@motohaul/contracts';
import { Alert, Button, DescriptionList, EmptyState, TextArea } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useAdminVerifications, useVerificationDecision } from '../../api/verifications';
import { badgeWords, formatAbn, formatDate } from '../format';
import { LoadState } from '../load-state';
import { CertificateViewer } from './certificate-viewer';
import panel from '../admin-panel.module.css';
import styles from './verification.module.css';

/**
 * Verification (issue 28 item 2, ADR 0055): providers' business details waiting for review, oldest first, each with its
 * certificate viewable inline; approve (the provider becomes Verified, and Insured until the expiry date) or reject with
 * a reason (mailed to the owner). Both are written to the audit log.
 */
export function VerificationTab() {
  const query = useAdminVerifications();
  return (
    <div className={panel.stack}>
      <p className={panel.muted}>
        Check the ABN, the insurer, the policy and its expiry against the certificate. Approving shows riders the 'Verified' badge,
        and the 'Insured' badge until the insurance expires.
      </p>
      {!query.isSuccess ? (
        <LoadState what="the submissions" query={query} />
      ) : query.data.length === 0 ? (
        <EmptyState title="No submissions to review" text="Providers' business details appear here when they save them." />
      ) : (
        <ul className={panel.cardList} aria-label="Submissions waiting for review">
          {query.data.map((submission) => (
            <SubmissionCard key={submission.providerId} submission={submission} />
          ))}
        </ul>
      )}
    </div>
  );
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

function SubmissionCard({ submission }: { submission: VerificationSubmission }) {
  const titleId = useId();
  const [showing, setShowing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = useVerificationDecision();
  const company = submission.companyName || `${submission.firstName} ${submission.lastName}`;
  // Reject swaps its button for the reason's form: the focus goes to the reason, and back to Reject on Cancel.
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    if (rejecting) reasonRef.current?.focus();
    else rejectRef.current?.focus();
  }, [rejecting]);
  const showRejecting = (value: boolean) => {
    toggled.current = true;
    setRejecting(value);
  };

  const approve = () =>
    decide.mutate(
      { providerId: submission.providerId, decision: 'approve', reason: '' },
      { onSuccess: () => toast({ title: 'Approved', description: `${company} is now Verified.`, variant: 'success' }) },
    );
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setReasonError(VERIFICATION_REASON_MESSAGE);
    decide.mutate(
      { providerId: submission.providerId, decision: 'reject', reason },
      { onSuccess: () => toast({ title: 'Rejected', description: `${company} was told why.`, variant: 'success' }) },
    );
  };

  return (
    <li className={panel.itemCard} aria-labelledby={titleId}>
      <div className={panel.itemHead}>
        <h3 className={panel.itemTitle} id={titleId}>
          {company}
        </h3>
        <span className={`${panel.badge} ${panel.badgeSold}`}>Pending</span>
      </div>
      <DescriptionList
        className={panel.details}
        items={[
          ['Owner', `${submission.firstName} ${submission.lastName}${submission.email ? `, ${submission.email}` : ''}`],
          ['ABN', formatAbn(submission.abn)],
          ['Business address', submission.businessAddress || '—'],
          ['Licence', submission.licenseNumber || '—'],
          ['Insurer', submission.insurer],
          ['Policy', submission.policyNumber],
          ['Cover', dollars(submission.coverAmount)],
          [
            'Expires',
            <>
              {formatDate(submission.insuranceExpiresOn)}
              {submission.insuranceExpiresOn < todayInSydney() && <strong className={styles.expired}> (already expired: no 'Insured' badge)</strong>}
            </>,
          ],
          ['Submitted', formatDate(submission.submittedAt)],
          ['Already', badgeWords(submission.badges)],
        ]}
      />
      {submission.certificate ? (
        <>
          <Button variant="secondary" size="sm" aria-expanded={showing} onClick={() => setShowing((shown) => !shown)} aria-describedby={titleId}>
            {showing ? 'Hide certificate' : 'View certificate'}
          </Button>
          {showing && <CertificateViewer providerId={submission.providerId} company={company} />}
        </>
      ) : (
        <p className={panel.muted}>No certificate uploaded: it cannot be approved.</p>
      )}
      {decide.isError && <Alert variant="destructive">{decide.error.message}</Alert>}
      {rejecting ? (
        <form className={styles.reject} onSubmit={reject} noValidate aria-label={`Reject ${company}`}>
          <TextArea
            ref={reasonRef}
            label="Reason (mailed to the provider)"
            value={reason}
            error={reasonError ?? undefined}
            required
            rows={3}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
          <div className={panel.cardActions}>
            <Button type="submit" variant="danger" loading={decide.isPending} loadingLabel="">
              Reject with this reason
            </Button>
            <Button type="button" variant="ghost" onClick={() => showRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={panel.cardActions}>
          <Button onClick={approve} disabled={!submission.certificate} loading={decide.isPending} loadingLabel="" aria-describedby={titleId}>
            Approve
          </Button>
          <Button ref={rejectRef} variant="secondary" onClick={() => showRejecting(true)} aria-describedby={titleId}>
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}

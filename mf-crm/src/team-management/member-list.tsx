import { useEffect, useId, useRef, useState } from 'react';
import type { TeamMember } from '@motohaul/contracts';
import { Alert, Button, Spinner } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useRemoveTeamMember, useTeamMembers } from '../api/team-members';
import styles from './team-management.module.css';

const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim() || member.username;

/** The owner's team members, each with Remove and an inline confirmation. */
export function MemberList() {
  const headingId = useId();
  const members = useTeamMembers(true);
  const remove = useRemoveTeamMember();
  const [confirming, setConfirming] = useState<number | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const returnTo = useRef<number | null>(null);

  // Focus follows the confirmation: to its Cancel when it opens, back to the row's Remove when it is cancelled.
  useEffect(() => {
    if (confirming !== null) {
      cancelRef.current?.focus();
      return;
    }
    if (returnTo.current === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-member-id="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [confirming]);

  const cancel = (member: TeamMember) => {
    returnTo.current = member.id;
    setConfirming(null);
  };

  const onRemove = (member: TeamMember) =>
    remove.mutate(member, {
      onSuccess: () => {
        setConfirming(null);
        // Their row goes with the focused button: the shell's focus mechanism gives the list's heading the focus.
        toast({ title: 'Team member removed', description: `${fullName(member)} can no longer sign in.`, variant: 'success' });
      },
      onError: (error) =>
        toast({ title: 'Error', description: error.message || 'Failed to remove team member', variant: 'destructive' }),
    });

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.heading}>
        Your team
      </h3>
      {members.isPending && <Spinner label="Loading team members" />}
      {members.isError && (
        <Alert variant="destructive" title="Could not load your team">
          <p className={styles.inlineText}>{members.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void members.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {members.isSuccess && members.data.members.length === 0 && (
        <p className={styles.empty}>No team members yet. Team members get CRM-only access to your purchased leads.</p>
      )}
      {members.isSuccess && members.data.members.length > 0 && (
        <ul ref={listRef} className={styles.list} aria-labelledby={headingId}>
          {members.data.members.map((member) => (
            <li key={member.id} className={styles.member}>
              <div className={styles.memberText}>
                <span className={styles.memberName}>{fullName(member)}</span>
                <span className={styles.memberMeta}>
                  {member.username}
                  {member.email ? ` · ${member.email}` : ''}
                </span>
              </div>
              {confirming === member.id ? (
                <div className={styles.confirm} role="group" aria-label={`Remove ${fullName(member)}?`}>
                  <span className={styles.confirmText}>Remove {fullName(member)}? They will no longer be able to sign in.</span>
                  <Button
                    ref={cancelRef}
                    variant="secondary"
                    size="sm"
                    onClick={() => cancel(member)}
                    disabled={remove.isPending}
                  >
                    Cancel
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    loading={remove.isPending}
                    loadingLabel="Removing"
                    onClick={() => onRemove(member)}
                  >
                    Remove
                  </Button>
                </div>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setConfirming(member.id)}
                  aria-label={`Remove ${fullName(member)}`}
                  data-member-id={member.id}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

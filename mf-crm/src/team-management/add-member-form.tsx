import { useId, type FormEvent } from 'react';
import { ApiError, teamMemberSchema } from '@motohaul/contracts';
import { Alert, Button, TextField } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { useAddTeamMember } from '../api/team-members';
import styles from './team-management.module.css';

type MemberField = 'firstName' | 'lastName' | 'username' | 'email' | 'password';
const EMPTY: Record<MemberField, string> = { firstName: '', lastName: '', username: '', email: '', password: '' };

const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : 'Failed to add team member';

const onAField = (error: unknown) => error instanceof ApiError && Object.keys(error.fieldErrors ?? {}).length > 0;

/** The form that adds a team member with CRM-only access. */
export function AddMemberForm() {
  const headingId = useId();
  const { formRef, reset, field, check, showServerErrors } = useSchemaForm(teamMemberSchema, EMPTY);
  const add = useAddTeamMember();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const input = check();
    if (!input) return;
    add.mutate(input, {
      onSuccess: (member) => {
        reset();
        // Ready for the next member: the submit button lost the focus while it was busy.
        formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
        toast({ title: 'Team member added', description: `${member.firstName} ${member.lastName} can now sign in.`, variant: 'success' });
      },
      // A refusal about one field (a username or email taken) is shown on it, and the focus goes there; any other in
      // the dialog's alert.
      onError: (error) => void showServerErrors(error),
    });
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.heading}>
        Add a team member
      </h3>
      {add.isError && !onAField(add.error) && <Alert variant="destructive">{failureMessage(add.error)}</Alert>}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <div className={styles.pair}>
          <TextField label="First name" autoComplete="off" required {...field('firstName')} />
          <TextField label="Last name" autoComplete="off" required {...field('lastName')} />
        </div>
        <TextField label="Username" autoComplete="off" autoCapitalize="none" spellCheck={false} required {...field('username')} />
        <TextField label="Email" type="email" autoComplete="off" required {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters. Share it with the team member."
          required
          {...field('password')}
        />
        <Button type="submit" loading={add.isPending} loadingLabel="">
          {add.isPending ? 'Adding...' : 'Add Team Member'}
        </Button>
      </form>
    </section>
  );
}

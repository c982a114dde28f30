import { useEffect, useState } from 'react';
import type { CurrentUser } from '@motohaul/contracts';
import { onDashboardAction } from '@motohaul/platform';
import { Button, type ButtonSize, type ButtonVariant } from '@motohaul/design-system';
import { isTeamOwner } from './is-team-owner';
import { TeamManagementDialog } from './team-management-dialog';

export interface TeamManagementButtonProps {
  user: CurrentUser | null;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * 'Team Management' for owners only (nothing for team members and others). Opens the dialog, also when the
 * header's mobile 'Dashboard Actions' asks for it (the 'team' dashboard action).
 */
export function TeamManagementButton({ user, variant = 'secondary', size = 'md' }: TeamManagementButtonProps) {
  const [open, setOpen] = useState(false);
  const owner = isTeamOwner(user);

  useEffect(() => {
    if (!owner) return undefined;
    return onDashboardAction(({ action }) => {
      if (action === 'team') setOpen(true);
    });
  }, [owner]);

  if (!owner) return null;
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Team Management
      </Button>
      <TeamManagementDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

import type { CurrentUser } from '@motohaul/contracts';

/** Spec §2.2, §6: only owners (a provider or super admin without a team owner) manage a team. */
export const isTeamOwner = (user: CurrentUser | null | undefined): user is CurrentUser =>
  !!user && (user.userType === 'provider' || user.userType === 'super_admin') && user.teamOwnerId === null;

import type { UserType } from '@motohaul/contracts';

/**
 * Spec §2.2 role labels: Super Admin, Provider (Service Provider in the menu), Customer; Team Member is shown in
 * the mobile menu only, while the desktop header shows a team member as working for a provider.
 */
export function roleLabel(userType: UserType, place: 'header' | 'menu' | 'mobile'): string {
  switch (userType) {
    case 'super_admin':
      return 'Super Admin';
    case 'provider':
      return place === 'menu' ? 'Service Provider' : 'Provider';
    case 'team_member':
      return place === 'mobile' ? 'Team Member' : 'Provider';
    default:
      return 'Customer';
  }
}

export const displayName = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

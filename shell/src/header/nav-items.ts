import type { CurrentUser } from '@motohaul/contracts';

export interface NavItem {
  to: string;
  label: string;
}

const HOME: NavItem = { to: '/', label: 'Home' };
const GET_QUOTE: NavItem = { to: '/get-quote', label: 'Get Quote' };
const dashboard = (label: string): NavItem => ({ to: '/dashboard', label });
const ADMIN_PANEL: NavItem = { to: '/admin', label: 'Admin Panel' };

/**
 * The header's links for a user (spec §2.2). A link goes where it says: the signed-in set has no /get-quote (spec
 * §2.1, it shows the dashboard there), so the super admin gets no 'Get Quote' (issue 19). A team member works in the
 * CRM like its provider (the header calls it Provider).
 */
export function navItems(user: CurrentUser | null): NavItem[] {
  switch (user?.userType) {
    case 'super_admin':
      return [HOME, dashboard('CRM Dashboard'), ADMIN_PANEL];
    case 'provider':
    case 'team_member':
      return [HOME, dashboard('Dashboard')];
    default:
      return [HOME, GET_QUOTE];
  }
}

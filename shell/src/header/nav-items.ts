import type { CurrentUser, SitePattern } from '@motohaul/contracts';
import type { RemotePageId } from '../remotes/load-remote-page';
import { pageOfPattern, routeSetOf } from '../routes/route-sets';

export interface NavItem {
  to: string;
  label: string;
}

interface SpecNavItem extends NavItem {
  to: SitePattern;
  /** The page the label names; none for Home (whatever `/` shows the user is their home). */
  page?: RemotePageId;
}

const HOME: SpecNavItem = { to: '/', label: 'Home' };
const GET_QUOTE: SpecNavItem = { to: '/get-quote', label: 'Get Quote', page: 'mf_quote/GetQuotePage' };
const dashboard = (label: string): SpecNavItem => ({ to: '/dashboard', label, page: 'mf_crm/DashboardPage' });
const ADMIN_PANEL: SpecNavItem = { to: '/admin', label: 'Admin Panel', page: 'mf_admin/AdminPage' };

/** Spec §2.2: navigation by role. A team member works in the CRM like its provider (the header calls it Provider). */
function specNavItems(user: CurrentUser | null): SpecNavItem[] {
  switch (user?.userType) {
    case 'super_admin':
      return [HOME, GET_QUOTE, dashboard('CRM Dashboard'), ADMIN_PANEL];
    case 'provider':
    case 'team_member':
      return [HOME, dashboard('Dashboard')];
    default:
      return [HOME, GET_QUOTE];
  }
}

/**
 * The header's links for a user: spec §2.2's, less any whose path shows this user another page than the one it
 * names in their route set (spec §2.1): a signed-in user's /get-quote shows the dashboard, so a super admin gets
 * no 'Get Quote'. A link goes where it says, and is highlighted only on its own page.
 */
export function navItems(user: CurrentUser | null): NavItem[] {
  const routes = routeSetOf(user);
  return specNavItems(user)
    .filter((item) => item.page === undefined || pageOfPattern(routes, item.to) === item.page)
    .map(({ to, label }) => ({ to, label }));
}

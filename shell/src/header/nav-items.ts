import type { CurrentUser } from '@motohaul/contracts';

export interface NavItem {
  to: string;
  label: string;
}

/** Spec §2.2: navigation by role. */
export function navItems(user: CurrentUser | null): NavItem[] {
  switch (user?.userType) {
    case 'super_admin':
      return [
        { to: '/', label: 'Home' },
        { to: '/get-quote', label: 'Get Quote' },
        { to: '/dashboard', label: 'CRM Dashboard' },
        { to: '/admin', label: 'Admin Panel' },
      ];
    case 'provider':
      return [
        { to: '/', label: 'Home' },
        { to: '/dashboard', label: 'Dashboard' },
      ];
    default:
      return [
        { to: '/', label: 'Home' },
        { to: '/get-quote', label: 'Get Quote' },
      ];
  }
}

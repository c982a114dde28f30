import type { CurrentUser } from '@motohaul/contracts';

/** The demo provider as GET /api/auth/session answers it (api/src/db/seed/demo-users.ts), for the shell's tests. */
export const aProvider = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 2,
  username: 'demo-provider',
  email: null,
  userType: 'provider',
  firstName: 'Jordan',
  lastName: 'Mitchell',
  teamOwnerId: null,
  companyName: 'Harbour City Moto Transport',
  ...overrides,
});

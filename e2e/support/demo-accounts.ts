import { DEMO_ADMIN as ADMIN, DEMO_PROVIDER as PROVIDER, DEMO_TEAM_MEMBER as TEAM_MEMBER } from '../../api/src/db/seed/demo-users';
import type { Credentials } from './sign-in';

// The demo accounts every e2e server is seeded with (SEED_DEMO=true), from the seed itself.
const credentials = ({ username, password }: Credentials): Credentials => ({ username, password });
export const DEMO_PROVIDER = credentials(PROVIDER);
export const DEMO_TEAM_MEMBER = credentials(TEAM_MEMBER);
export const DEMO_ADMIN = credentials(ADMIN);

export { seedDatabase, type SeedOptions, type SeedReport } from './seed';
export { DEMO_ADMIN, DEMO_PROVIDER, DEMO_TEAM_MEMBER } from './demo-users';

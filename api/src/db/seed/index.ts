export { seedDatabase, type SeedOptions, type SeedReport } from './seed';
export { DEMO_ADMIN, DEMO_PROVIDER } from './demo-users';

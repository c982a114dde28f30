import { afterAll, beforeAll } from 'vitest';
import { dropTestDatabase, testDatabaseReady } from './test-database';

// Runs in every API test file before its own hooks: the file's database (test-database.ts), asked for while the
// file loaded, exists before its first hook; it is dropped after its last.
beforeAll(testDatabaseReady);
afterAll(dropTestDatabase, 60_000);

import { describe, expect, it } from 'vitest';
import { classifyDatabaseError } from './database-errors';

describe('classifyDatabaseError', () => {
  it('when the server refuses or drops connections, then it is 503 with a retry time', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(classifyDatabaseError(refused)).toMatchObject({ status: 503, retryAfterSeconds: 5 });
    expect(classifyDatabaseError(new Error('Connection terminated unexpectedly'))).toMatchObject({ status: 503 });
    expect(classifyDatabaseError({ code: '57P01', message: 'terminating connection due to administrator command' })).toMatchObject({
      status: 503,
    });
  });

  it('when drizzle wraps the driver error, then the cause is read', () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: { code: '57P03', message: 'the database system is starting up' } });
    expect(classifyDatabaseError(wrapped)).toMatchObject({ status: 503 });
  });

  it('when a unique index settles a race, then it is 409', () => {
    expect(classifyDatabaseError({ code: '23505', message: 'duplicate key' })).toEqual({ status: 409, message: 'This record already exists' });
  });

  it('when PostgreSQL cannot read a value, then it is 400', () => {
    expect(classifyDatabaseError({ code: '22003', message: 'numeric field overflow' })).toMatchObject({ status: 400 });
  });

  it('when the error is anything else, then it is not a database failure', () => {
    expect(classifyDatabaseError(new Error('boom'))).toBeNull();
    expect(classifyDatabaseError({ code: '42P01', message: 'relation does not exist' })).toBeNull();
    expect(classifyDatabaseError(undefined)).toBeNull();
  });
});

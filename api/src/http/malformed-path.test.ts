import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('a path parameter the router cannot decode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['POST', '/api/leads/%E0%A4%A/archive'],
    ['PATCH', '/api/lead-purchases/%ZZ/sales-stage'],
    ['DELETE', '/api/team-members/%'],
  ])('when %s %s arrives, then it is the client’s error (400 envelope), never a 500', async (method, path) => {
    const res = await t.agent[method.toLowerCase() as 'post' | 'patch' | 'delete'](path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed path' });
  });
});

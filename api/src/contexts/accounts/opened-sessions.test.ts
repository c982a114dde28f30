import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeUser, createProvider } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOpenedSessions } from './opened-sessions';
import type { SessionData } from './session';

function unsealer(answers: Record<string, Partial<SessionData> | null>) {
  const calls: string[] = [];
  return {
    unseal: async (sealed: string) => {
      calls.push(sealed);
      return answers[sealed] ?? null;
    },
    calls,
  };
}

const session = (userId: number): Partial<SessionData> => ({ userId, sessionVersion: 1, issuedAt: 0, renewedAt: 0 });

describe('createOpenedSessions', () => {
  it('when a cookie is opened again within maxAgeMs, then it is not unsealed again; after that, it is', async () => {
    let clock = 0;
    const opened = createOpenedSessions({ maxEntries: 10, maxAgeMs: 1000, now: () => clock });
    const source = unsealer({ a: session(1) });
    expect(await opened.open('a', source.unseal)).toEqual(session(1));
    clock = 999;
    expect(await opened.open('a', source.unseal)).toEqual(session(1));
    expect(source.calls).toEqual(['a']);
    clock = 1000;
    await opened.open('a', source.unseal);
    expect(source.calls).toEqual(['a', 'a']);
  });

  it('when a cookie does not open, then it is not kept and every attempt unseals it', async () => {
    const opened = createOpenedSessions({ maxEntries: 10, maxAgeMs: 60_000, now: () => 0 });
    const source = unsealer({});
    expect(await opened.open('forged', source.unseal)).toBeNull();
    expect(await opened.open('forged', source.unseal)).toBeNull();
    expect(source.calls).toHaveLength(2);
    expect(opened.size()).toBe(0);
  });

  it('when more cookies than maxEntries are opened, then the least recently used is dropped', async () => {
    const opened = createOpenedSessions({ maxEntries: 2, maxAgeMs: 60_000, now: () => 0 });
    const source = unsealer({ a: session(1), b: session(2), c: session(3) });
    await opened.open('a', source.unseal);
    await opened.open('b', source.unseal);
    await opened.open('a', source.unseal); // a is now the most recent
    await opened.open('c', source.unseal); // drops b
    expect(opened.size()).toBe(2);
    await opened.open('a', source.unseal);
    await opened.open('b', source.unseal);
    expect(source.calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('when a caller changes what it was given, then the kept session is unchanged', async () => {
    const opened = createOpenedSessions({ maxEntries: 10, maxAgeMs: 60_000, now: () => 0 });
    const source = unsealer({ a: session(1) });
    const first = await opened.open('a', source.unseal);
    expect(() => Object.assign(first!, { userId: 2 })).toThrow();
    expect((await opened.open('a', source.unseal))?.userId).toBe(1);
  });
});

describe('a session cookie opened lately', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when its user is deactivated or their session version moves on, then the same cookie answers 401 at once', async () => {
    for (const change of [{ isActive: false }, { sessionVersion: 7 }]) {
      const user = await createProvider(t);
      const cookie = await cookieFor(t, user);
      await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(200);
      await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(200);
      await changeUser(t, user.id, change);
      await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(401);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { currentUserQueryOptions } from './session';
import { aProvider } from '../test-support/users';

const SESSION = `GET ${API_PATHS.authSession}`;
const user = aProvider({ companyName: null });

describe('the session check', () => {
  it('when a visitor opens a page, then it asks GET /api/auth/session, which answers 200 with null: no failed request (issue 19)', async () => {
    stubNetwork({ [SESSION]: json({ user: null }) });
    await expect(new QueryClient().fetchQuery(currentUserQueryOptions())).resolves.toBeNull();
    expect(network.requests.map((request) => `${request.method} ${request.path}`)).toEqual([SESSION]);
    expect(network.to(`GET ${API_PATHS.authMe}`)).toEqual([]);
  });

  it('when signed in, then it answers the user', async () => {
    stubNetwork({ [SESSION]: json({ user }) });
    await expect(new QueryClient().fetchQuery(currentUserQueryOptions())).resolves.toEqual(user);
  });
});

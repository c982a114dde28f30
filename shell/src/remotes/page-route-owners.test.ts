import { describe, expect, it } from 'vitest';
import type { RouteOwners } from '@motohaul/contracts';
import { parseRouteOwners } from './page-route-owners';

// ADR 0047: the route owners the server writes into the page; anything else makes the shell ask every remote.
const OWNERS: RouteOwners = {
  remotes: {
    mf_public: '/remotes/mf-public/remoteEntry.js',
    mf_quote: '/releases/mf-quote/2.0.0/remoteEntry.js',
    mf_crm: '/remotes/mf-crm/remoteEntry.js',
    mf_admin: '/remotes/mf-admin/remoteEntry.js',
  },
  owner: 'mf_quote',
  paths: { mf_quote: ['/get-quote', '/quote-status/:token'], mf_crm: ['/dashboard'] },
  signedInHome: 'mf_crm',
};

describe('parseRouteOwners', () => {
  it('reads the owners the server wrote', () => {
    expect(parseRouteOwners(JSON.stringify(OWNERS))).toEqual(OWNERS);
    expect(parseRouteOwners(JSON.stringify({ ...OWNERS, owner: null, signedInHome: null }))).toMatchObject({ owner: null });
  });

  it.each([
    ['nothing', undefined],
    ['not JSON', '{'],
    ['an unknown owner', JSON.stringify({ ...OWNERS, owner: 'mf_other' })],
    ['a remote without an entry', JSON.stringify({ ...OWNERS, remotes: { mf_public: '/x.js' } })],
    ['paths of an unknown remote', JSON.stringify({ ...OWNERS, paths: { mf_other: ['/x'] } })],
    ['paths that are not strings', JSON.stringify({ ...OWNERS, paths: { mf_quote: [1] } })],
  ])('answers null for %s (the shell then asks /remotes.json and every remote)', (_case, text) => {
    expect(parseRouteOwners(text)).toBeNull();
  });
});

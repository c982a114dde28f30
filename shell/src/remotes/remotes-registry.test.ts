import { describe, expect, it } from 'vitest';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
import { fetchRemotesMap } from './remotes-registry';

const ENTRIES = {
  mf_public: '/remotes/mf-public/remoteEntry.js',
  mf_quote: '/releases/mf-quote-2/remoteEntry.js',
  mf_crm: 'https://crm.cdn.example/remoteEntry.js',
  mf_admin: '/remotes/mf-admin/remoteEntry.js',
};

describe('fetchRemotesMap', () => {
  it('answers each remote entry, relative URLs resolved against the page', async () => {
    stubNetwork({ 'GET /remotes.json': json(ENTRIES) });
    const map = await fetchRemotesMap();
    expect(map.mf_public).toBe(new URL('/remotes/mf-public/remoteEntry.js', window.location.href).href);
    expect(map.mf_quote).toBe(new URL('/releases/mf-quote-2/remoteEntry.js', window.location.href).href);
    expect(map.mf_crm).toBe('https://crm.cdn.example/remoteEntry.js');
  });

  it('refuses a map that still names a manifest, saying which remote and what to name instead', async () => {
    stubNetwork({ 'GET /remotes.json': json({ ...ENTRIES, mf_quote: '/remotes/mf-quote/mf-manifest.json' }) });
    await expect(fetchRemotesMap()).rejects.toThrow(
      '/remotes.json names a manifest for mf_quote (/remotes/mf-quote/mf-manifest.json): name its remoteEntry.js instead',
    );
  });

  it('refuses a map without an entry for a remote', async () => {
    const { mf_admin: _missing, ...rest } = ENTRIES;
    stubNetwork({ 'GET /remotes.json': json(rest) });
    await expect(fetchRemotesMap()).rejects.toThrow('/remotes.json has no entry URL for mf_admin');
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteBuildFolder } from './remote-folders';

// ADR 0044: the folder on this server that a remoteEntry.js URL of /remotes.json names.
describe('remoteBuildFolder', () => {
  const staticRoot = path.resolve('/srv/motohaul');
  const releasesDir = path.resolve('/var/motohaul/releases');
  const folder = (url: string) => remoteBuildFolder({ staticRoot, releasesDir }, url);

  it('when the URL is a build beside its sources, then it is that package\'s dist folder', () => {
    expect(folder('/remotes/mf-public/remoteEntry.js')).toBe(path.join(staticRoot, 'mf-public', 'dist'));
  });

  it('when the URL is a release, then it is that folder of RELEASES_DIR, however deep', () => {
    expect(folder('/releases/mf-public/1.4.0/remoteEntry.js')).toBe(path.join(releasesDir, 'mf-public', '1.4.0'));
    expect(folder('/releases/mf-public-e2e-1/remoteEntry.js')).toBe(path.join(releasesDir, 'mf-public-e2e-1'));
    expect(folder('/releases/mf-public/1.4.0/remoteEntry.js?v=2')).toBe(path.join(releasesDir, 'mf-public', '1.4.0'));
  });

  it.each([
    ['another origin', 'https://cdn.example/releases/mf-public/1.4.0/remoteEntry.js'],
    ['a protocol-relative origin', '//cdn.example/remotes/mf-public/remoteEntry.js'],
    ['a climb out of the releases', '/releases/../mf-public/dist/remoteEntry.js'],
    ['an encoded climb out of the releases', '/releases/%2e%2e/secrets/remoteEntry.js'],
    ['an encoded slash', '/releases/mf-public%2F..%2F..%2Fetc/remoteEntry.js'],
    ['an encoded climb out of the static root', '/remotes/%2e%2e/remoteEntry.js'],
    ['a nested /remotes path', '/remotes/mf-public/1.0/remoteEntry.js'],
    ['the releases folder itself', '/releases/remoteEntry.js'],
    ['another file', '/releases/mf-public/1.4.0/mf-manifest.json'],
    ['another area', '/api/remoteEntry.js'],
    ['not a URL', 'http://['],
  ])('when the URL is %s, then it is null', (_case, url) => {
    expect(folder(url)).toBeNull();
  });

});

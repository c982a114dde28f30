import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_STATE_ELEMENT_ID } from '@motohaul/contracts';
import { defaultRemotes, releasesDir, repoRoot, writeRemotes } from '../../support/e2e-env';

// Issue 46 item 1 (ADR 0086): a remote owns its pages' first data. A team gives mf-public's home page a loader that asks
// for the provider directory, releases mf-public alone and points /remotes.json at it: the home page's server-rendered
// HTML then carries the directory's answer, with no build of the shell and no change to contracts or the API.

const HOME_ROUTE = `    path: '/',\n    errorElement,\n`;
const LOADER = `    loader: ({ queryClient }: { queryClient: import('@tanstack/react-query').QueryClient }) => {
      void queryClient.prefetchQuery(providerDirectoryQueryOptions(''));
      return null;
    },\n`;

/** The query keys of the cache a page's HTML was drawn with, and its answers. */
async function serverQueries(html: string) {
  const json = new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  const state = JSON.parse(json ?? '{}') as { queries?: { queries?: { queryKey: unknown[]; state: { data: unknown } }[] } };
  return state.queries?.queries ?? [];
}

test.describe('a remote owns its pages’ data', () => {
  test.setTimeout(240_000);
  const release = `e2e-data-${Date.now()}`;
  const copy = path.join(repoRoot, `mf-public-${release}`);
  test.afterEach(() => {
    writeRemotes(defaultRemotes);
    rmSync(copy, { recursive: true, force: true });
  });

  test('when mf-public is released with a loader on its home page, then the home page’s HTML carries what it asks for', async ({ request }) => {
    const shellServer = path.join(repoRoot, 'shell/dist/server/server.cjs');
    const shellBuilt = statSync(shellServer).mtimeMs;
    const directoryOf = (queries: Awaited<ReturnType<typeof serverQueries>>) =>
      queries.find(({ queryKey }) => JSON.stringify(queryKey) === JSON.stringify(['providers', 'directory', '']));
    expect(directoryOf(await serverQueries(await (await request.get('/')).text()))).toBeUndefined();

    for (const item of ['package.json', 'rspack.config.js', 'src']) cpSync(path.join(repoRoot, 'mf-public', item), path.join(copy, item), { recursive: true });
    const routesFile = path.join(copy, 'src/routes/routes.ts');
    const routes = readFileSync(routesFile, 'utf8');
    expect(routes).toContain(HOME_ROUTE);
    writeFileSync(
      routesFile,
      `import { providerDirectoryQueryOptions } from '../api/provider-directory';\n${routes.replace(HOME_ROUTE, `${HOME_ROUTE}${LOADER}`)}`,
    );
    const outDir = path.join(releasesDir, `mf-public-${release}`);
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: copy,
      env: { ...process.env, NODE_ENV: 'production', MF_OUTPUT_DIR: outDir, MF_RELEASE: release },
      stdio: 'ignore',
    });
    writeRemotes({ ...defaultRemotes, mf_public: `/releases/mf-public-${release}/remoteEntry.js` });

    // The server drew the page with the release's loader: the directory's answer (the demo providers) is in the HTML.
    const html = await (await request.get('/')).text();
    expect(html).toContain('Australia-Wide Motorcycle Transport Quotes');
    const directory = directoryOf(await serverQueries(html));
    expect(JSON.stringify(directory?.state.data)).toContain('Harbour City Moto Transport');
    expect(statSync(shellServer).mtimeMs).toBe(shellBuilt);

    // Pointed back at the build without the loader, the page is drawn without it again.
    writeRemotes(defaultRemotes);
    expect(directoryOf(await serverQueries(await (await request.get('/')).text()))).toBeUndefined();
  });
});

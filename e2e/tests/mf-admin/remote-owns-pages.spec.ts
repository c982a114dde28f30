import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultRemotes, releasesDir, repoRoot, writeRemotes } from '../../support/e2e-env';

// Issue 26 item 1 (ADR 0043): a remote owns its pages. A team adds a page to mf-admin (a page file and a route in its
// routes module), releases mf-admin alone, points /remotes.json at the release, and the running site serves the page:
// the server answers it (200, its head) and the shell shows it, with no build of the shell or of any other app.

const PATH = '/fleet-transport';
const TITLE = 'Fleet Motorcycle Transport | MotoHaul';
const HEADING = 'Fleet Motorcycle Transport';
const PAGE = `export default function FleetPage() {
  return <h1>${HEADING}</h1>;
}
`;
const ROUTE = `  {
    path: '${PATH}',
    page: () => import('../pages/fleet/fleet-page'),
    handle: { title: '${TITLE}', description: 'Moving a fleet of motorcycles between states, quoted by one provider.', public: true, signedOut: true, signedIn: true },
  },
];`;

test.describe('a remote owns its pages', () => {
  test.setTimeout(240_000);
  const release = `e2e-pages-${Date.now()}`;
  // Beside the other packages, so its rspack.config.js finds ../rspack.base.js and its imports the root node_modules.
  const copy = path.join(repoRoot, `mf-admin-${release}`);
  test.afterEach(() => {
    writeRemotes(defaultRemotes);
    rmSync(copy, { recursive: true, force: true });
  });

  test('when mf-admin is released with a new page, then the running site serves it without a shell build', async ({ page, request }) => {
    const shellIndex = path.join(repoRoot, 'shell/dist/index.html');
    const shellBuilt = statSync(shellIndex).mtimeMs;
    expect((await request.get(PATH)).status()).toBe(404);

    for (const item of ['package.json', 'rspack.config.js', 'src']) cpSync(path.join(repoRoot, 'mf-admin', item), path.join(copy, item), { recursive: true });
    mkdirSync(path.join(copy, 'src/pages/fleet'));
    writeFileSync(path.join(copy, 'src/pages/fleet/fleet-page.tsx'), PAGE);
    const routesFile = path.join(copy, 'src/routes/routes.ts');
    const routes = readFileSync(routesFile, 'utf8');
    expect(routes).toContain('\n];\n');
    writeFileSync(routesFile, routes.replace('\n];\n', `\n${ROUTE}\n`));

    const outDir = path.join(releasesDir, `mf-admin-${release}`);
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: copy,
      env: { ...process.env, NODE_ENV: 'production', MF_OUTPUT_DIR: outDir, MF_RELEASE: release },
      stdio: 'ignore',
    });
    const pages = JSON.parse(readFileSync(path.join(outDir, 'pages.json'), 'utf8')) as { path: string; title: string }[];
    expect(pages).toContainEqual(expect.objectContaining({ path: PATH, title: TITLE }));

    writeRemotes({ ...defaultRemotes, mf_admin: `/releases/mf-admin-${release}/remoteEntry.js` });

    // The server knows the page from the release's pages.json: 200, its head in the HTML, listed in the sitemap.
    const html = await request.get(PATH);
    expect(html.status()).toBe(200);
    expect(await html.text()).toContain(`<title>${TITLE}</title>`);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`${PATH}</loc>`);

    // The shell mounts the release's routes and shows the page, with its title.
    await page.goto(PATH);
    await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(TITLE);
    await expect(page.getByRole('banner')).toContainText('Motorcycle Transport Services');
    // The remote's other pages still work from the same release.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login', exact: true })).toBeVisible();
    expect(statSync(shellIndex).mtimeMs).toBe(shellBuilt);

    // Pointed back at the build without the page, the site answers 404 for it again.
    writeRemotes(defaultRemotes);
    expect((await request.get(PATH)).status()).toBe(404);
  });
});

// Prints the JavaScript each page downloads in Chromium: raw and gzip bytes, and which remotes it came from.
// Usage: npm run build && node bench/js-bytes.mjs   (or BASE_URL=http://localhost:3000 node bench/js-bytes.mjs)
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './start-server.mjs';

const pages = ['/', '/for-providers', '/get-quote'];
const server = await startServer();
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
try {
  for (const pagePath of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${server.baseURL}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const total = scripts.reduce((acc, s) => ({ raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip }), { raw: 0, gzip: 0 });
    const byOrigin = {};
    for (const s of scripts) {
      const owner = s.url.startsWith('/remotes/') ? s.url.split('/')[2] : 'shell';
      byOrigin[owner] = (byOrigin[owner] ?? 0) + s.gzip;
    }
    const crmOrAdmin = scripts.filter((s) => /\/remotes\/mf-(crm|admin)\//.test(s.url));
    console.log(`\n${pagePath}: ${scripts.length} scripts, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`);
    for (const [owner, bytes] of Object.entries(byOrigin)) console.log(`  ${owner.padEnd(10)} ${kb(bytes)} gzip`);
    console.log(`  mf-crm or mf-admin scripts fetched: ${crmOrAdmin.length === 0 ? 'none' : crmOrAdmin.map((s) => s.url).join(', ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

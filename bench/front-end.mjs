// Front-end budget figures (issue 8): for /, /get-quote and /dashboard (signed in as the demo provider), the
// JavaScript each page downloads in Chromium (raw, gzip, and as transferred, per remote) and its Largest Contentful Paint with
// 4x CPU throttling (median of RUNS cold loads). Targets: / at most 150 KB gzip JS, LCP of / at most 1.5 s.
// Usage: npm run build && node --import tsx bench/front-end.mjs   (or BASE_URL=http://localhost:3000 node bench/front-end.mjs)
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './start-server.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const CPU_THROTTLE = 4;
const pages = [
  { path: '/', signIn: false },
  { path: '/for-providers', signIn: false },
  { path: '/get-quote', signIn: false },
  { path: '/dashboard', signIn: true },
];

const server = await startServer();
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function newContext(signIn) {
  const context = await browser.newContext();
  if (signIn) {
    const res = await context.request.post(`${server.baseURL}/api/auth/login`, { data: { username: 'demo-provider', password: 'provider123' } });
    if (!res.ok()) console.log(`  (sign-in failed: ${res.status()}; measuring the page a visitor sees)`);
  }
  return context;
}

/** One cold load: scripts downloaded, and the LCP the browser reports once the page has settled. */
async function load(pagePath, signIn) {
  const context = await newContext(signIn);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    // What went over the wire (the server's brotli or gzip copy, ADR 0024), as the browser's own count of body bytes.
    const sent = (await response.request().sizes().catch(() => null))?.responseBodySize ?? null;
    const encoding = response.headers()['content-encoding'] ?? 'none';
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent, encoding });
  });
  await page.goto(`${server.baseURL}${pagePath}`, { waitUntil: 'networkidle' });
  // networkidle can come while the throttled CPU still parses the shell, before the remote is even asked for:
  // wait until the page's own content is drawn (a remote page's heading), then let the LCP settle.
  const drawn = await page
    .waitForFunction(() => document.querySelector('main h1, main h2') !== null && window.__lcp > 0, undefined, { timeout: 30_000 })
    .then(() => true, () => false);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const lcp = drawn ? await page.evaluate(() => window.__lcp) : null;
  await context.close();
  return { scripts, lcp };
}

try {
  console.log(`Front end: ${RUNS} cold loads per page, CPU throttled ${CPU_THROTTLE}x`);
  for (const { path: pagePath, signIn } of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await load(pagePath, signIn));
    const { scripts } = runs[0];
    const total = scripts.reduce((acc, s) => ({ raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip }), { raw: 0, gzip: 0 });
    const unmeasured = scripts.filter((s) => s.sent === null).length;
    const sent = scripts.reduce((sum, s) => sum + (s.sent ?? 0), 0);
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join('/');
    const byOwner = {};
    for (const s of scripts) {
      const owner = s.url.startsWith('/remotes/') ? s.url.split('/')[2] : 'shell';
      byOwner[owner] = (byOwner[owner] ?? 0) + s.gzip;
    }
    // A load whose page never drew its content is a failed measurement: reported, never counted as 0 ms.
    const failed = runs.filter((run) => run.lcp === null).length;
    const lcps = runs.map((run) => run.lcp).filter((lcp) => lcp !== null);
    const lcpText = lcps.length
      ? `LCP median ${median(lcps).toFixed(0)} ms (min ${Math.min(...lcps).toFixed(0)}, max ${Math.max(...lcps).toFixed(0)})`
      : 'LCP not measured';
    console.log(`\n${pagePath}: ${scripts.length} scripts, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip; ${lcpText}${failed ? `; FAILED loads: ${failed} of ${runs.length}` : ''}`);
    console.log(`  transferred ${unmeasured ? `(${unmeasured} script sizes not reported) ` : ''}${kb(sent)} (${encodings})`);
    if (failed) process.exitCode = 1;
    for (const [owner, bytes] of Object.entries(byOwner)) console.log(`  ${owner.padEnd(10)} ${kb(bytes)} gzip`);
    if (!signIn) {
      const crmOrAdmin = scripts.filter((s) => /\/remotes\/mf-(crm|admin)\//.test(s.url));
      console.log(`  mf-crm or mf-admin scripts fetched: ${crmOrAdmin.length === 0 ? 'none' : crmOrAdmin.map((s) => s.url).join(', ')}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

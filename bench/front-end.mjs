// Front-end budget figures (issues 8, 17 and 30): for /, /for-providers, the rider's pages (/get-quote, /quote-success,
// /quote-status/<token> of a quote the bench sends) and /dashboard (signed in as the demo provider), the JavaScript each page downloads in Chromium (raw, gzip, and as transferred, per remote), everything the
// page transferred (compressed, as the browser counts it), its Largest Contentful Paint and its Cumulative Layout Shift,
// with 4x CPU throttling and DevTools' Slow 4G network profile (median of RUNS cold loads, at least 5 by default).
// A load whose measurement failed is reported as FAILED (and the bench exits 1), never counted as 0.
// Targets: / at most 130 KB of JS transferred, LCP of every page a rider can land on at most 1.5 s, CLS of those 0.
// Then the interactions (issue 30 item 3), INP-style at 4x CPU: the wizard's Next and Previous, and a lead's Purchase
// button on the dashboard: the longest Event Timing entry of the click (input to next paint) and the long tasks
// (main-thread work over 50 ms) from the click until the next step or the dialog shows. Target: at most 200 ms.
// NETWORK=none measures without the network profile (CPU throttling only).
// Usage: npm run build && node --import tsx bench/front-end.mjs   (or BASE_URL=http://localhost:3000 node bench/front-end.mjs)
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './start-server.mjs';
import { sendRiderQuote } from './support/rider-quote.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const CPU_THROTTLE = 4;
// DevTools' 'Slow 4G' preset (Lighthouse's mobile profile): 150 ms RTT x 3.75, 1.6 Mbit/s down and 750 kbit/s up x 0.9.
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
const NETWORK = process.env.NETWORK === 'none' ? null : SLOW_4G;
const server = await startServer();

const statusToken = await sendRiderQuote(server.baseURL);
const ONLY = process.env.PAGES ? process.env.PAGES.split(',') : null;
const pages = [
  { path: '/', signIn: false },
  { path: '/for-providers', signIn: false },
  { path: '/get-quote', signIn: false },
  { path: '/quote-success', signIn: false },
  { path: `/quote-status/${statusToken}`, label: '/quote-status/:token', signIn: false },
  { path: '/dashboard', signIn: true, waterfall: true },
].filter((page) => !ONLY || ONLY.includes(page.label ?? page.path));
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
  if (NETWORK) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // CLS as Core Web Vitals defines it: the largest session window of shifts not caused by input (gaps < 1 s, <= 5 s).
    window.__cls = 0;
    let session = { value: 0, first: 0, last: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const joins = session.value > 0 && entry.startTime - session.last < 1000 && entry.startTime - session.first < 5000;
        session = joins
          ? { value: session.value + entry.value, first: session.first, last: entry.startTime }
          : { value: entry.value, first: entry.startTime, last: entry.startTime };
        window.__cls = Math.max(window.__cls, session.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const scripts = [];
  // Every response's body bytes as transferred (compressed); null where the browser did not report a size.
  const transfers = [];
  // The waterfall: every request's start and end (ms since the navigation began), and its body bytes as transferred.
  const waterfall = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    transfers.push(sizes?.responseBodySize ?? null);
    const timing = request.timing();
    waterfall.push({ url: new URL(request.url()).pathname, type: request.resourceType(), startTime: timing.startTime, end: timing.responseEnd, bytes: sizes?.responseBodySize ?? null });
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    // What went over the wire (the server's brotli or gzip copy, ADR 0024), as the browser's own count of body bytes.
    const sent = (await response.request().sizes().catch(() => null))?.responseBodySize ?? null;
    const encoding = response.headers()['content-encoding'] ?? 'none';
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent, encoding });
  });
  const navigationStart = Date.now();
  await page.goto(`${server.baseURL}${pagePath}`, { waitUntil: 'networkidle' });
  // networkidle can come while the throttled CPU still parses the shell, before the remote is even asked for:
  // wait until the page's own content is drawn (a remote page's heading), then let the LCP settle.
  const drawn = await page
    .waitForFunction(() => document.querySelector('main h1, main h2') !== null && window.__lcp > 0, undefined, { timeout: 30_000 })
    .then(() => true, () => false);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const lcp = drawn ? await page.evaluate(() => window.__lcp) : null;
  const cls = drawn ? await page.evaluate(() => window.__cls) : null;
  await context.close();
  const first = Math.min(navigationStart, ...waterfall.map((r) => r.startTime));
  const requests = waterfall
    .map((r) => ({ ...r, start: r.startTime - first, end: r.end >= 0 ? r.startTime - first + r.end : null }))
    .sort((a, b) => a.start - b.start);
  return { scripts, lcp, cls, transfers, requests };
}

/** Records Event Timing entries of interactions and long tasks in the page, from `window.__mark` on. */
function observeInteractions() {
  window.__events = [];
  window.__longTasks = [];
  window.__mark = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId && entry.startTime >= window.__mark) window.__events.push({ name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.startTime >= window.__mark) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * One interaction: `act` (a click), then `done` (what it shows) and a settle; answers the longest Event Timing entry of
 * the interaction (input delay + processing + presentation, INP's figure) and the long tasks' total from the click on.
 */
async function interaction(page, act, done) {
  await page.evaluate(() => {
    window.__mark = performance.now();
    window.__events = [];
    window.__longTasks = [];
  });
  await act();
  await done();
  await page.waitForTimeout(400);
  return page.evaluate(() => ({
    inp: Math.max(0, ...window.__events.map((event) => event.duration)),
    longTasks: window.__longTasks.reduce((sum, duration) => sum + duration, 0),
  }));
}

async function throttledPage(signIn) {
  const context = await newContext(signIn);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await page.addInitScript(observeInteractions);
  return { context, page };
}

/** The wizard's steps: Next twice (validating each step), then Previous. */
async function wizardInteractions() {
  const { context, page } = await throttledPage(false);
  await page.goto(`${server.baseURL}/get-quote?pickupLocation=${encodeURIComponent('Parramatta NSW 2150')}`);
  const next = page.getByRole('button', { name: 'Next' });
  const dropoff = page.getByRole('combobox', { name: 'Delivery (drop-off) location', exact: true });
  await dropoff.fill('Penrith NSW 2750');
  await dropoff.press('Escape');
  await next.waitFor();
  const results = {};
  results['Next to step 2'] = await interaction(page, () => next.click(), () => page.getByRole('heading', { name: 'Motorcycle Details' }).waitFor());
  await page.getByRole('textbox', { name: 'Motorcycle make', exact: true }).fill('Honda');
  await page.getByRole('textbox', { name: 'Motorcycle model', exact: true }).fill('CBR650R');
  results['Next to step 3'] = await interaction(page, () => next.click(), () => page.getByRole('heading', { name: 'Your Information' }).waitFor());
  results['Previous to step 2'] = await interaction(
    page,
    () => page.getByRole('button', { name: 'Previous' }).click(),
    () => page.getByRole('heading', { name: 'Motorcycle Details' }).waitFor(),
  );
  await context.close();
  return results;
}

/** The dashboard: a lead's Purchase button opens the purchase dialog. */
async function purchaseInteraction() {
  const { context, page } = await throttledPage(true);
  await page.goto(`${server.baseURL}/dashboard`);
  const purchase = page.getByRole('article').getByRole('button', { name: 'Purchase', exact: true }).first();
  await purchase.waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const result = await interaction(page, () => purchase.click(), () => page.getByRole('dialog', { name: 'Purchase Lead' }).waitFor());
  await context.close();
  return { 'Purchase opens the dialog': result };
}

async function interactions() {
  console.log(`\nInteractions (CPU throttled ${CPU_THROTTLE}x, median of ${RUNS}): longest event (INP-style), long tasks from the click on`);
  for (const measure of [wizardInteractions, purchaseInteraction]) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await measure().catch((error) => ({ FAILED: { error } })));
    }
    for (const name of Object.keys(runs.find((run) => !run.FAILED) ?? runs[0])) {
      const measured = runs.map((run) => run[name]).filter((result) => result && !result.error);
      if (measured.length < runs.length) {
        process.exitCode = 1;
        const failure = runs.find((run) => run.FAILED)?.FAILED.error;
        console.log(`  FAILED runs: ${runs.length - measured.length} of ${runs.length}${failure ? ` (${failure.message.split('\n')[0]})` : ''}`);
      }
      if (!measured.length || name === 'FAILED') continue;
      const inps = measured.map((result) => result.inp);
      const tasks = measured.map((result) => result.longTasks);
      console.log(
        `  ${name.padEnd(28)} event ${median(inps).toFixed(0)} ms (max ${Math.max(...inps).toFixed(0)}), long tasks ${median(tasks).toFixed(0)} ms (max ${Math.max(...tasks).toFixed(0)})`,
      );
    }
  }
}

try {
  console.log(`Machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log(
    `Front end: ${RUNS} cold loads per page, CPU throttled ${CPU_THROTTLE}x, network ${NETWORK ? `Slow 4G (${NETWORK.latency} ms latency, ${kb(NETWORK.downloadThroughput)}/s down)` : 'not throttled'}`,
  );
  for (const { path: pagePath, label, signIn, waterfall } of pages) {
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
    console.log(`\n${label ?? pagePath}: ${scripts.length} scripts, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip; ${lcpText}${failed ? `; FAILED loads: ${failed} of ${runs.length}` : ''}`);
    const clses = runs.map((run) => run.cls).filter((cls) => cls !== null);
    const pageBytes = runs[0].transfers;
    const pageUnmeasured = pageBytes.filter((bytes) => bytes === null).length;
    console.log(`  CLS median ${clses.length ? median(clses).toFixed(3) : 'not measured'} (max ${clses.length ? Math.max(...clses).toFixed(3) : '-'})`);
    console.log(`  JS transferred ${unmeasured ? `(${unmeasured} script sizes not reported) ` : ''}${kb(sent)} (${encodings})`);
    console.log(
      `  everything transferred ${pageUnmeasured ? `(${pageUnmeasured} sizes not reported) ` : ''}${kb(pageBytes.reduce((sum, bytes) => sum + (bytes ?? 0), 0))} in ${pageBytes.length} responses`,
    );
    if (unmeasured || pageUnmeasured) process.exitCode = 1;
    if (failed) process.exitCode = 1;
    for (const [owner, bytes] of Object.entries(byOwner)) console.log(`  ${owner.padEnd(10)} ${kb(bytes)} gzip`);
    if (waterfall) {
      // The waterfall of the load whose LCP is the median: which request waits for which.
      const measured = runs.filter((run) => run.lcp !== null).sort((a, b) => a.lcp - b.lcp);
      const run = measured[Math.floor(measured.length / 2)] ?? runs[0];
      console.log(`  waterfall (the median load, LCP ${run.lcp?.toFixed(0) ?? '-'} ms; start-end ms, bytes transferred):`);
      for (const r of run.requests) {
        const span = `${r.start.toFixed(0).padStart(5)}-${r.end === null ? '  ?  ' : r.end.toFixed(0).padStart(5)}`;
        console.log(`    ${span}  ${(r.type ?? '').padEnd(10)} ${r.bytes === null ? '   ?' : kb(r.bytes).padStart(9)}  ${r.url}`);
      }
    }
    if (!signIn) {
      const crmOrAdmin = scripts.filter((s) => /\/remotes\/mf-(crm|admin)\//.test(s.url));
      console.log(`  mf-crm or mf-admin scripts fetched: ${crmOrAdmin.length === 0 ? 'none' : crmOrAdmin.map((s) => s.url).join(', ')}`);
    }
  }
  if (process.env.INTERACTIONS !== 'skip') await interactions();
  console.log(`\nLoad average at the end ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
  await server.stop();
}

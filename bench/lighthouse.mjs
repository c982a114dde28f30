// Lighthouse's mobile performance score and total blocking time (issue 30 item 2, issue 46 item 7) of every page a
// rider can land on and of /dashboard (signed in as the demo provider): Lighthouse from the dev dependencies, its
// default mobile preset (simulated Slow 4G and 4x CPU), against /usr/bin/chromium (or CHROME_PATH), nothing downloaded.
// With BASE_URL_BEFORE (an older build, served by its own `npm start`), each page is measured on both in the same run,
// runs interleaved (before, after, after, before, ...) so both share the machine's noise, and the medians are printed
// side by side: targets (issue 46) TBT after at most half of TBT before on every page. And the gzip JavaScript of a cold
// load of `/` (every script the load asked for, fetched again with `Accept-Encoding: gzip`, body bytes summed): target
// at most 120 KB. LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (JSON) there: the treemap, bootup-time and
// mainthread-work-breakdown audits say where the time goes.
// Usage: npm run build && BASE_URL_BEFORE=http://localhost:5405 node --import tsx bench/lighthouse.mjs
//        (RUNS, 3 by default: runs a page and build; PAGES: a comma list of labels; BASE_URL to use a running server for
//        the build under test, else one starts on BENCH_PORT, default 4391)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './start-server.mjs';
import { sendRiderQuote } from './support/rider-quote.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const JS_BUDGET_KB = 120;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** The demo provider's session cookie on the server at `baseURL`, sent with every request of the signed-in page's runs. */
async function demoProviderCookie(baseURL) {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-provider', password: 'provider123' }),
  });
  if (!response.ok) throw new Error(`sign-in at ${baseURL} answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The body bytes the server sends for `url` to a client that accepts gzip only (not decoded). */
const gzipBytes = (url) =>
  new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

/** The scripts a run's page load asked for, with their gzip size. */
async function scriptsOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const urls = [...new Set(items.filter((item) => item.resourceType === 'Script').map((item) => item.url))];
  return Promise.all(urls.map(async (url) => ({ url: new URL(url).pathname, gzip: await gzipBytes(url) })));
}

/** A build to measure: its address, a quote's status token and the demo provider's cookie there. */
async function target(name, baseURL) {
  return { name, baseURL, token: await sendRiderQuote(baseURL, 'Lighthouse Rider'), cookie: await demoProviderCookie(baseURL) };
}

const ALL_PAGES = [
  { label: '/', path: () => '/' },
  { label: '/for-providers', path: () => '/for-providers' },
  { label: '/get-quote', path: () => '/get-quote' },
  { label: '/quote-success', path: () => '/quote-success' },
  { label: '/quote-status/:token', path: (build) => `/quote-status/${build.token}` },
  { label: '/dashboard', path: () => '/dashboard', signedIn: true },
];
const ONLY = process.env.PAGES?.split(',');
const PAGES = ALL_PAGES.filter((page) => !ONLY || ONLY.includes(page.label));

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4391) });
// The server is stopped however the run ends (a refused quote or sign-in, a Chrome that does not start).
try {
  const builds = [await target('after', server.baseURL)];
  if (process.env.BASE_URL_BEFORE) builds.unshift(await target('before', process.env.BASE_URL_BEFORE));
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'],
  });

  /** One Lighthouse run of `page` on `build`: its report, or null (printed as FAILED). */
  async function measure(page, build, run) {
    const url = `${build.baseURL}${page.path(build)}`;
    const once = () =>
      lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        extraHeaders: page.signedIn ? { Cookie: build.cookie } : undefined,
      });
    let result = await once();
    // Lighthouse sometimes loses the trace of a load (NO_NAVSTART: 'Please run Lighthouse again'): one more try.
    if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') result = await once();
    const lhr = result?.lhr;
    if (!lhr || typeof lhr.categories.performance.score !== 'number') {
      console.log(`  ${build.name.padEnd(6)} FAILED${lhr?.runtimeError ? `: ${lhr.runtimeError.message}` : ''}`);
      process.exitCode = 1;
      return null;
    }
    if (REPORTS) {
      const file = `${page.label.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${build.name}-${run + 1}.json`;
      writeFileSync(path.join(REPORTS, file), result.report);
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const figures = {
      score: lhr.categories.performance.score * 100,
      tbt: audit('total-blocking-time'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      lhr,
    };
    console.log(
      `  ${build.name.padEnd(6)} score ${figures.score.toFixed(0).padStart(3)}  TBT ${figures.tbt.toFixed(0).padStart(4)} ms  LCP ${(figures.lcp / 1000).toFixed(2)} s  CLS ${figures.cls.toFixed(3)}  benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}  load ${load()}`,
    );
    return figures;
  }

  const table = [];
  const homeScripts = {};
  try {
    console.log(`Machine: ${cpus().length} cores, load average ${load()}`);
    console.log(`Lighthouse mobile preset (simulated throttling), performance only, ${RUNS} run(s) a page and build, ${CHROME_PATH ?? 'chrome-launcher’s Chrome'}`);
    for (const build of builds) console.log(`${build.name}: ${build.baseURL}`);
    for (const page of PAGES) {
      console.log(page.label);
      const runs = Object.fromEntries(builds.map((build) => [build.name, []]));
      for (let run = 0; run < RUNS; run += 1) {
        // before, after | after, before | ...: neither build always goes first.
        for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
          const figures = await measure(page, build, run);
          if (figures) runs[build.name].push(figures);
          if (figures && page.label === '/' && !homeScripts[build.name]) homeScripts[build.name] = await scriptsOf(figures.lhr);
        }
      }
      table.push({ page: page.label, runs });
    }
  } finally {
    chrome.kill();
  }

  const mid = (runs, key) => (runs.length > 0 ? median(runs.map((r) => r[key])) : NaN);
  const spread = (runs, key) => (runs.length > 0 ? `${Math.min(...runs.map((r) => r[key])).toFixed(0)}-${Math.max(...runs.map((r) => r[key])).toFixed(0)}` : '-');
  console.log(`\nMedians of ${RUNS} run(s) (range in brackets); load average at the end ${load()}`);
  const before = builds.length > 1;
  console.log(
    before
      ? `${'page'.padEnd(22)} ${'score before'.padEnd(14)} ${'score after'.padEnd(14)} ${'TBT before'.padEnd(18)} ${'TBT after'.padEnd(18)} after/before (target <= 0.50)`
      : `${'page'.padEnd(22)} ${'score'.padEnd(14)} TBT`,
  );
  for (const { page, runs } of table) {
    const cells = builds.map(({ name }) => ({
      score: `${mid(runs[name], 'score').toFixed(0)} (${spread(runs[name], 'score')})`.padEnd(14),
      tbt: `${mid(runs[name], 'tbt').toFixed(0)} ms (${spread(runs[name], 'tbt')})`.padEnd(18),
    }));
    if (!before) {
      console.log(`${page.padEnd(22)} ${cells[0].score} ${cells[0].tbt}`);
      continue;
    }
    const ratio = mid(runs.after, 'tbt') / mid(runs.before, 'tbt');
    const verdict = Number.isFinite(ratio) ? `${ratio.toFixed(2)} ${ratio <= 0.5 ? 'met' : 'NOT MET'}` : '-';
    console.log(`${page.padEnd(22)} ${cells[0].score} ${cells[1].score} ${cells[0].tbt} ${cells[1].tbt} ${verdict}`);
  }

  for (const build of builds) {
    const scripts = homeScripts[build.name];
    if (!scripts) continue;
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
    const verdict = build.name === 'after' ? ` (target <= ${JS_BUDGET_KB} KB: ${total <= JS_BUDGET_KB ? 'met' : 'NOT MET'})` : '';
    console.log(`\nJavaScript of a cold load of / (${build.name}), gzip: ${total.toFixed(1)} KB in ${scripts.length} files${verdict}`);
    for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
  }
} finally {
  await server.stop();
}

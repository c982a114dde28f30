// Lighthouse's mobile performance score (issue 30 item 2) of every page a rider can land on and of /dashboard (signed in
// as the demo provider): Lighthouse from the dev dependencies, its default mobile preset (simulated Slow 4G and 4x CPU),
// against /usr/bin/chromium (or CHROME_PATH), nothing downloaded. Prints the score, LCP, TBT and CLS of each run and
// the median score; targets (issue 30): at least 95 on the rider's pages, at least 90 on /dashboard.
// Usage: npm run build && node --import tsx bench/lighthouse.mjs   (RUNS=2 for two runs a page; BASE_URL to use a server)
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './start-server.mjs';
import { sendRiderQuote } from './support/rider-quote.mjs';

const RUNS = Number(process.env.RUNS ?? 1);
const CHROME_PATH = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4391) });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The demo provider's session cookie, sent with every request of the signed-in page's runs. */
async function demoProviderCookie() {
  const response = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-provider', password: 'provider123' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

// The server is stopped however the run ends (a refused quote or sign-in, a Chrome that does not start).
try {
  const token = await sendRiderQuote(server.baseURL, 'Lighthouse Rider');
  const cookie = await demoProviderCookie();
  const pages = [
    { path: '/', target: 95 },
    { path: '/for-providers', target: 95 },
    { path: '/get-quote', target: 95 },
    { path: '/quote-success', target: 95 },
    { path: `/quote-status/${token}`, label: '/quote-status/:token', target: 95 },
    { path: '/dashboard', label: '/dashboard (demo provider)', target: 90, headers: { Cookie: cookie } },
  ];

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'],
  });
  try {
    console.log(`Machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log(`Lighthouse mobile preset (simulated throttling), performance only, ${RUNS} run(s) a page, ${CHROME_PATH ?? 'chrome-launcher’s Chrome'}`);
    for (const { path, label, target, headers } of pages) {
      const scores = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = () =>
          lighthouse(`${server.baseURL}${path}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
            extraHeaders: headers,
          });
        let result = await run();
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART: 'Please run Lighthouse again'): one more try.
        if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') result = await run();
        const lhr = result?.lhr;
        const score = lhr?.categories.performance.score;
        if (!lhr || typeof score !== 'number') {
          console.log(`${(label ?? path).padEnd(28)} FAILED${lhr?.runtimeError ? `: ${lhr.runtimeError.message}` : ''}`);
          process.exitCode = 1;
          continue;
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        scores.push(score * 100);
        console.log(
          `${(label ?? path).padEnd(28)} score ${(score * 100).toFixed(0)}  LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${audit('total-blocking-time').toFixed(0)} ms  CLS ${audit('cumulative-layout-shift').toFixed(3)}  FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s`,
        );
      }
      if (scores.length > 1) console.log(`${''.padEnd(28)} median ${median(scores).toFixed(0)} (target ${target})`);
    }
    console.log(`Load average at the end ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}

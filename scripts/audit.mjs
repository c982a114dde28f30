// `npm run audit`: fails on any high or critical advisory in the installed dependencies (issue 8).
// When the registry's advisory database cannot be reached (a registry mirror that only serves packages answers
// 405 to the bulk advisory POST), it says so and exits 0: no result is not a clean result, and the log shows it.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no JSON report (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}

if (!report.metadata) {
  const reason = report.error?.summary || report.message || run.stderr.trim();
  console.warn(`npm audit NOT RUN: the advisory database could not be reached (${reason}).`);
  process.exit(0);
}

const counts = report.metadata.vulnerabilities;
console.log(`npm audit: ${Object.entries(counts).map(([level, n]) => `${level} ${n}`).join(', ')}`);
const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => v.severity === 'high' || v.severity === 'critical');
for (const v of serious) console.error(`  ${v.severity}: ${v.name} ${v.range} (${[v.via].flat().map((x) => (typeof x === 'string' ? x : x.title)).join('; ')})`);
process.exit(serious.length > 0 ? 1 : 0);

// Where the machine's CPU went during a run (Linux /proc): each named process's user + system time, and PostgreSQL's
// (every process named postgres on this machine: the server and its backends, whoever they serve), as a share of
// one core. A bench prints it beside its figures, so a missed target says which resource ran out and to whom.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process in ticks, and its command name; null once it is gone (or without /proc). */
function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU ticks so far of each of `named` ({ label: pid }) and of all PostgreSQL processes. */
export function cpuSnapshot(named) {
  const snapshot = { at: performance.now(), ticks: {} };
  for (const [label, pid] of Object.entries(named)) snapshot.ticks[label] = processTicks(pid)?.ticks ?? 0;
  let postgres = 0;
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    // Not Linux: PostgreSQL's share is not measured.
  }
  for (const pid of pids) {
    const found = processTicks(pid);
    if (found?.name.startsWith('postgres')) postgres += found.ticks;
  }
  snapshot.ticks.PostgreSQL = postgres;
  return snapshot;
}

/** Between two snapshots: 'api 1 62 %, api 2 58 %, PostgreSQL 51 %, ... of one core' (a backend that ended meanwhile is not counted). */
export function cpuShares(before, after) {
  const seconds = (after.at - before.at) / 1000;
  const shares = Object.keys(after.ticks).map((label) => {
    const used = (after.ticks[label] - (before.ticks[label] ?? 0)) / TICKS_PER_SECOND;
    return `${label} ${Math.round((used / seconds) * 100)} %`;
  });
  return `CPU: ${shares.join(', ')} of one core`;
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// Issue 27: `kill` of the `npm start` process left the server running. The start script runs the API through
// superviseChild; here a stand-in script runs a stand-in server (a node process that, like the API, exits on SIGTERM).
const SUPERVISE = pathToFileURL(path.resolve(import.meta.dirname, 'supervise-child.mjs')).href;

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function eventually(check, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('superviseChild (npm start)', () => {
  let dir;
  const pids = [];
  const pidFile = () => path.join(dir, 'server.pid');
  const serverPid = () => eventually(() => fs.existsSync(pidFile()) && Number(fs.readFileSync(pidFile(), 'utf8')), 'the server to start');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-child-'));
    // The handler first, then the pid file the test waits for: a SIGTERM sent as soon as the file shows is handled.
    const server = `process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000); require('fs').writeFileSync(${JSON.stringify(pidFile())}, String(process.pid));`;
    fs.writeFileSync(
      path.join(dir, 'start.mjs'),
      `import { superviseChild } from ${JSON.stringify(SUPERVISE)};\nsuperviseChild(process.execPath, ['-e', ${JSON.stringify(server)}], { stdio: 'ignore' });\n`,
    );
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'supervise-child-test', private: true, scripts: { start: 'node start.mjs' } }));
  });
  afterEach(() => {
    for (const pid of pids.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when the start script gets SIGTERM, then the server gets it too, and the script exits with the server', async () => {
    const script = spawn(process.execPath, ['start.mjs'], { cwd: dir, stdio: 'ignore' });
    pids.push(script.pid);
    const server = await serverPid();
    pids.push(server);
    const exited = new Promise((resolve) => script.on('exit', (code) => resolve(code)));

    script.kill('SIGTERM');
    expect(await exited).toBe(0);
    await eventually(() => !isRunning(server), 'the server to stop');
  }, 30_000);

  it('when `npm start` is killed, then the server stops too (npm signals its shell, which does not pass it on)', async () => {
    const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: 'ignore' });
    pids.push(npm.pid);
    const server = await serverPid();
    pids.push(server);

    process.kill(npm.pid, 'SIGTERM');
    await eventually(() => !isRunning(server), 'the server to stop');
  }, 45_000);
});

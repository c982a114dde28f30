// nginx for `npm run cluster:check`: deploy/nginx.conf as it is, with the check's ports in place of the file's own
// (listen 8080, API processes on 3001 and 3002), run as a process of the check in a prefix folder of its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Replaces `from` by `to` in `text`, where `from` must be there exactly once (else the file and the check disagree). */
function replaceOnce(text, from, to) {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`deploy/nginx.conf must hold "${from}" exactly once (found ${parts.length - 1}): the check puts its own ports there`);
  return parts.join(to);
}

/** deploy/nginx.conf's text with nginx listening on `listenPort` and the two API processes on `apiPorts`. */
export function nginxConfig(template, { listenPort, apiPorts: [first, second] }) {
  let text = replaceOnce(template, 'listen 8080;', `listen 127.0.0.1:${listenPort};`);
  text = replaceOnce(text, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${first} `);
  return replaceOnce(text, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${second} `);
}

/** The nginx binary (Debian puts it in /usr/sbin, which is not on every user's PATH), or null. */
function nginxBinary() {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

/**
 * Starts nginx with `config` in `prefix` (nginx.conf, logs/, temp/ and the pid file go there) and answers once
 * `readyUrl` answers through it. `stop()` ends it; `errorLog()` is its error log so far.
 */
export async function startNginx({ prefix, config, readyUrl, timeoutMs = 15_000 }) {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed: apt-get install -y nginx (Debian package nginx)');
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  const errorLog = () => {
    try {
      return readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };

  const child = spawn(binary, ['-c', file, '-p', `${prefix}/`, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(kill);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${stderr}${errorLog()}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer ${readyUrl} within ${timeoutMs} ms:\n${stderr}${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { pid: child.pid, stop, errorLog };
}

import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../config/env';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed (stdout and stderr). */
  output: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export interface ApiProcessOptions {
  /** How long to wait for /api/health (default 60 s). */
  timeoutMs?: number;
  /** Arguments for node before the entry (e.g. --cpu-prof to profile the server). */
  nodeArgs?: string[];
  /** Also print the process's output as it comes (a server the e2e run keeps up), besides keeping it for output(). */
  echo?: boolean;
}

/**
 * The one way to start an API process, for the API tests, the end-to-end tests and the benchmarks: the real
 * entry (api/src/main.ts) as its own process, as `npm start` would, answering once /api/health does. `env` is the
 * whole environment of the process besides PATH and HOME (NODE_ENV=test unless given; PORT a free one unless given).
 */
export async function startApiProcess(env: Record<string, string>, options: ApiProcessOptions = {}): Promise<ApiProcess> {
  // A free port can be taken by another test's server between freePort() and the child's listen: the child then
  // exits with EADDRINUSE, and a new port is tried (only when the caller did not choose the port).
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, options);
    } catch (error) {
      if (env.PORT !== undefined || attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

/** The line main.ts prints once its server listens: only then does /api/health on the port come from this child. */
const LISTENING = 'MotoHaul is running at';

async function startOnce(env: Record<string, string>, { timeoutMs = 60_000, nodeArgs = [], echo = false }: ApiProcessOptions): Promise<ApiProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(REPO_ROOT, 'api', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stdout.write(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const message = `The API process exited early (${child.exitCode}):\n${output}`;
      throw output.includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
    }
    // Another server that took the port first would answer too: the child's own line says the port is its.
    if (output.includes(LISTENING)) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not answering yet
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API process did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      // A process that does not stop within 15 s is killed, so a test never hangs on it.
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      try {
        return await exited;
      } finally {
        clearTimeout(kill);
      }
    },
  };
}

// The one child of `npm start` (the API, which serves everything) tied to the script's life: scripts/start.mjs.
import { spawn } from 'node:child_process';

/** Signals passed on to the child; a hang-up (the terminal closed) asks it to stop like SIGTERM. */
const FORWARDED = { SIGINT: 'SIGINT', SIGTERM: 'SIGTERM', SIGHUP: 'SIGTERM' };

/**
 * Spawns `command` and ties its life to this process's (issue 27: `kill` of `npm start` left the server running):
 * - SIGTERM, SIGINT and SIGHUP to this process go on to the child (it shuts down gracefully);
 * - when the child exits, this process exits with its code;
 * - when the process that started this one goes away without passing a signal on (npm signals its `sh -c`, which
 *   dies without telling its own child), this process notices its parent changed and sends the child SIGTERM.
 * Answers the child process.
 */
export function superviseChild(command, args, options = {}, { parentCheckMs = 250, exit = (code) => process.exit(code) } = {}) {
  const child = spawn(command, args, options);
  const stop = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const handlers = Object.entries(FORWARDED).map(([received, sent]) => {
    const handler = () => stop(sent);
    process.on(received, handler);
    return [received, handler];
  });

  // PID 1 (or none) started us: a service manager or a container, which signals us itself.
  const parent = process.ppid;
  const watch = parent > 1 ? setInterval(() => process.ppid !== parent && stop('SIGTERM'), parentCheckMs) : null;
  watch?.unref();

  child.on('exit', (code, signal) => {
    if (watch) clearInterval(watch);
    for (const [received, handler] of handlers) process.off(received, handler);
    exit(code ?? (signal ? 1 : 0));
  });
  return child;
}

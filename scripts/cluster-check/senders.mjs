// Which process holds a TCP connection: `ss` (iproute2) lists the connections to a port with the pid of each one's
// owner. The check asks it which API process is sending pushes to its receiver.
import { spawnSync } from 'node:child_process';

/**
 * The owner's pid of each connection in `ss -tnpH` output that goes to `port`, by the connection's own (local) port.
 * A line: `0 0 127.0.0.1:45678 127.0.0.1:<port> users:(("node",pid=123,fd=25))`.
 */
export function connectionOwners(ssOutput, port) {
  const owners = new Map();
  for (const line of ssOutput.split('\n')) {
    const match = /\S+:(\d+)\s+\S+:(\d+)\s+users:\(\("[^"]*",pid=(\d+)/.exec(line);
    if (match && Number(match[2]) === port) owners.set(Number(match[1]), Number(match[3]));
  }
  return owners;
}

/** The pids of the processes with a connection to `port` on this machine, by local port (ss -tnpH). */
export function ownersOfConnectionsTo(port) {
  const result = spawnSync('ss', ['-tnpH', 'state', 'established', 'dport', '=', `:${port}`], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(`ss failed (iproute2 is needed): ${result.error?.message ?? result.stderr}`);
  return connectionOwners(result.stdout, port);
}

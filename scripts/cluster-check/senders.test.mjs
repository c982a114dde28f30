import { describe, expect, it } from 'vitest';
import { connectionOwners } from './senders.mjs';

// What `ss -tnpH state established dport = :<port>` prints on Debian (iproute2 6.1), read into local port -> pid.

const output = [
  '0      0      127.0.0.1:45678 127.0.0.1:9000  users:(("node",pid=123,fd=25))',
  '0      0      127.0.0.1:45680 127.0.0.1:9000  users:(("node",pid=456,fd=31))',
  '0      0      127.0.0.1:9000  127.0.0.1:45678 users:(("node",pid=789,fd=40))',
  '0      0      127.0.0.1:51234 127.0.0.1:5432  users:(("node",pid=123,fd=12))',
  '',
].join('\n');

describe('connectionOwners', () => {
  it('when connections to the port are listed, then each local port names its process, and other ports are left out', () => {
    expect(connectionOwners(output, 9000)).toEqual(
      new Map([
        [45678, 123],
        [45680, 456],
      ]),
    );
  });

  it('when no line goes to the port, then no process is named', () => {
    expect(connectionOwners(output, 9999)).toEqual(new Map());
  });
});

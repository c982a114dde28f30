import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from './nginx.mjs';

// The check runs deploy/nginx.conf itself, with its own ports in the places the file keeps for them.

const template = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');

describe('nginxConfig', () => {
  it("when deploy/nginx.conf is given the check's ports, then it listens and proxies on them and nothing else changes", () => {
    const config = nginxConfig(template, { listenPort: 18080, apiPorts: [13001, 13002] });
    expect(config).toContain('listen 127.0.0.1:18080;');
    expect(config).toContain('server 127.0.0.1:13001 max_fails=1 fail_timeout=10s;');
    expect(config).toContain('server 127.0.0.1:13002 max_fails=1 fail_timeout=10s;');
    expect(config).not.toMatch(/:300[12]\b|listen 8080/);
    expect(config.replace('listen 127.0.0.1:18080;', '').replace(/1300([12])/g, '300$1')).toBe(template.replace('listen 8080;', ''));
  });

  it('when the file lost a port the check fills in, then it says which', () => {
    expect(() => nginxConfig(template.replace('server 127.0.0.1:3002 ', 'server 10.0.0.2:3000 '), { listenPort: 1, apiPorts: [2, 3] })).toThrow(
      'deploy/nginx.conf must hold "server 127.0.0.1:3002 " exactly once (found 0)',
    );
  });
});

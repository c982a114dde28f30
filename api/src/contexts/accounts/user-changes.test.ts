import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const API_SRC = path.resolve(import.meta.dirname, '../../');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the announcement of user changes (ADR 0038)', () => {
  it('when code updates or deletes users rows, then it announces them in the same file (notifyUserChanged)', () => {
    const writers = sourceFiles(API_SRC).filter((file) => /\.(update|delete)\(users\)|(update|delete from)\s+users\b/i.test(readFileSync(file, 'utf8')));
    expect(writers.length).toBeGreaterThan(0);
    const silent = writers.filter((file) => !readFileSync(file, 'utf8').includes('notifyUserChanged('));
    expect(silent.map((file) => path.relative(API_SRC, file))).toEqual([]);
  });
});

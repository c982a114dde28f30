import { describe, expect, it } from 'vitest';
import { idempotencyHeaders, nextSubmission } from './submission';

describe('nextSubmission', () => {
  it('when the same body is sent again, then it is the same submission (the same key); another body gets a new key', () => {
    const first = nextSubmission({ phone: '0400000000', amount: 1 }, null);
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(nextSubmission({ phone: '0400000000', amount: 1 }, first)).toBe(first);
    const changed = nextSubmission({ phone: '0400111222', amount: 1 }, first);
    expect(changed.key).not.toBe(first.key);
    expect(changed.payload).toEqual({ phone: '0400111222', amount: 1 });
    expect(idempotencyHeaders(changed)).toEqual({ 'Idempotency-Key': changed.key });
  });
});

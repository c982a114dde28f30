import { describe, expect, it } from 'vitest';
import { ApiError } from '@motohaul/contracts';
import { STATUS_POLL_MAX_MS, STATUS_POLL_MS, statusPollDelay } from './quote-status';

describe('statusPollDelay (ADR 0056)', () => {
  const now = 1_000_000_000;

  it('asks again every few seconds while answers come: within 5 seconds of a change', () => {
    expect(statusPollDelay({ error: null, dataUpdatedAt: now }, now)).toBe(STATUS_POLL_MS);
    expect(STATUS_POLL_MS).toBeLessThanOrEqual(5_000);
  });

  it('after failures, waits as long as the page has gone without an answer, doubling up to the maximum', () => {
    const failing = new ApiError(503, 'Service unavailable');
    expect(statusPollDelay({ error: failing, dataUpdatedAt: now - 1_000 }, now)).toBe(STATUS_POLL_MS);
    expect(statusPollDelay({ error: failing, dataUpdatedAt: now - 10_000 }, now)).toBe(10_000);
    expect(statusPollDelay({ error: failing, dataUpdatedAt: now - 20_000 }, now)).toBe(20_000);
    expect(statusPollDelay({ error: failing, dataUpdatedAt: now - 3_600_000 }, now)).toBe(STATUS_POLL_MAX_MS);
    expect(statusPollDelay({ error: new TypeError('Failed to fetch'), dataUpdatedAt: now - 8_000 }, now)).toBe(8_000);
  });

  it('stops for a link that opens nothing, and for a page that never had an answer (it offers Try again)', () => {
    expect(statusPollDelay({ error: new ApiError(404, 'This status link is not valid'), dataUpdatedAt: now - 5_000 }, now)).toBe(false);
    expect(statusPollDelay({ error: new ApiError(503, 'Down'), dataUpdatedAt: 0 }, now)).toBe(false);
  });

  it('stops once the rider has cancelled the request: nothing changes it since', () => {
    expect(statusPollDelay({ error: null, dataUpdatedAt: now, data: { state: 'cancelled' } }, now)).toBe(false);
    expect(statusPollDelay({ error: null, dataUpdatedAt: now, data: { state: 'bought' } }, now)).toBe(STATUS_POLL_MS);
  });
});

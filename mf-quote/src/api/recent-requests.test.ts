import { beforeEach, describe, expect, it } from 'vitest';
import { RECENT_REQUESTS_MAX, forgetRecentRequest, recentRequests, rememberRecentRequest } from './recent-requests';

const token = (n: number) => `${'T'.repeat(30)}${String(n).padStart(2, '0')}`;

describe('recent requests on this device (ADR 0056)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each request once, the latest first, at most RECENT_REQUESTS_MAX', () => {
    expect(recentRequests()).toEqual([]);
    for (let n = 1; n <= RECENT_REQUESTS_MAX + 2; n++) rememberRecentRequest({ jobReference: `MT-${n}`, statusToken: token(n) }, new Date(Date.UTC(2026, 10, n)));
    rememberRecentRequest({ jobReference: 'MT-4', statusToken: token(4) }, new Date(Date.UTC(2026, 10, 20)));

    const kept = recentRequests();
    expect(kept.map((request) => request.jobReference)).toEqual(['MT-4', 'MT-7', 'MT-6', 'MT-5', 'MT-3']);
    expect(kept[0]).toEqual({ jobReference: 'MT-4', statusToken: token(4), savedAt: '2026-11-20T00:00:00.000Z' });
    // Nothing but the link's parts is kept.
    expect(Object.keys(JSON.parse(localStorage.getItem('motohaul.recentRequests') ?? '[]')[0]).sort()).toEqual(['jobReference', 'savedAt', 'statusToken']);
  });

  it('forgets a request, and reads damaged storage as none', () => {
    rememberRecentRequest({ jobReference: 'MT-1', statusToken: token(1) });
    rememberRecentRequest({ jobReference: 'MT-2', statusToken: token(2) });
    forgetRecentRequest(token(1));
    expect(recentRequests().map((request) => request.jobReference)).toEqual(['MT-2']);

    localStorage.setItem('motohaul.recentRequests', '{not json');
    expect(recentRequests()).toEqual([]);
    localStorage.setItem('motohaul.recentRequests', JSON.stringify([{ jobReference: 1 }, 'x', { jobReference: 'MT-9', statusToken: token(9), savedAt: 'x' }]));
    expect(recentRequests().map((request) => request.jobReference)).toEqual(['MT-9']);
  });
});

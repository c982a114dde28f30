import { describe, expect, it } from 'vitest';
import { sitePages } from '@motohaul/contracts';
import { routes as serverRoutes } from '../server/server';
import { routes } from './routes';

// ADR 0065, ADR 0066: the pages whose handle says `seedsDashboard` arrive with the dashboard's answers, preload the
// chunk their handle names and are drawn by this remote's server bundle; all three come from this route tree alone.
describe("mf-crm's routes", () => {
  it('marks the dashboard and a lead on it as seeded with the dashboard, each naming the page-dashboard chunk', () => {
    const dashboard = sitePages(routes).filter((page) => page.seedsDashboard);
    expect(dashboard.map((page) => [page.path, page.chunk])).toEqual([
      ['/dashboard', 'page-dashboard'],
      ['/dashboard/leads/:jobRef', 'page-dashboard'],
    ]);
  });

  it('gives its server bundle exactly those pages', () => {
    expect(sitePages(serverRoutes).map((page) => page.path)).toEqual(['/dashboard', '/dashboard/leads/:jobRef']);
  });
});

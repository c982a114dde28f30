import { describe, expect, it } from 'vitest';
import { DASHBOARD_PAGE_PATHS, sitePages } from '@motohaul/contracts';
import { routes } from './routes';

// ADR 0065: the API seeds the dashboard's HTML on the paths contracts names and preloads the chunk its handle names;
// both must be this route tree's dashboard pages, or a release would lose them (never the page).
describe("mf-crm's routes", () => {
  it('has its dashboard pages at the paths contracts names, each naming the page-dashboard chunk', () => {
    const dashboard = sitePages(routes).filter((page) => page.chunk === 'page-dashboard');
    expect(dashboard.map((page) => page.path)).toEqual([...DASHBOARD_PAGE_PATHS]);
  });
});

import { Router, type Response } from 'express';
import { performanceQuerySchema, type PerformanceFigures, type PerformanceReport } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, type AuthGuards } from '../accounts/accounts-context';
import { toCsv, type CsvCell } from './csv-writer';
import type { PerformanceRepository, PerformanceRange } from './performance-repository';

/** The CSV's columns, in order: the JSON's figures as they are (money with 2 decimals, rates in %, blank for none). */
export const PERFORMANCE_COLUMNS: readonly [string, (f: PerformanceFigures) => CsvCell][] = [
  ['Leads Bought', (f) => f.bought],
  ['Booked', (f) => f.booked],
  ['Paid', (f) => f.paid],
  ['Finalised', (f) => f.finalised],
  ['Spend', (f) => f.spend],
  ['Credits', (f) => f.credits],
  ['Net Spend', (f) => f.netSpend],
  ['Revenue', (f) => f.revenue],
  ['Booked %', (f) => f.bookedRate],
  ['Paid %', (f) => f.paidRate],
  ['Finalised %', (f) => f.finalisedRate],
  ['Cost per Booked Job', (f) => f.costPerBooked],
];

/** The report as CSV: one row per month (YYYY-MM), then 'Total'. */
export function performanceCsv(report: PerformanceReport): string {
  const row = (label: string, figures: PerformanceFigures) => [label, ...PERFORMANCE_COLUMNS.map(([, cell]) => cell(figures))];
  return toCsv(
    ['Month', ...PERFORMANCE_COLUMNS.map(([title]) => title)],
    [...report.months.map((month) => row(month.month, month)), row('Total', report.totals)],
  );
}

/**
 * GET /api/performance and GET /api/performance/export.csv (issue 15, ADR 0035): the owner's return on spend. Owners
 * only (a team member is 403): it shows what the company pays for its leads.
 */
export function performanceRouter(repository: PerformanceRepository, guards: AuthGuards): Router {
  const router = Router();
  const owners = guards.requireUser('provider', 'super_admin');

  const report = async (query: unknown, res: Response) => {
    const { from, to } = parseBody(performanceQuerySchema, query);
    const range: PerformanceRange = { from: from || null, to: to || null };
    return repository.report(authenticatedUser(res).id, range);
  };

  router.get('/performance', owners, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await report(req.query, res));
  });

  router.get('/performance/export.csv', owners, async (req, res) => {
    const figures = await report(req.query, res);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="performance-${figures.from}-to-${figures.to}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(performanceCsv(figures));
  });

  return router;
}

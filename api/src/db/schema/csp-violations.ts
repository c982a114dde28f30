import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * One Content-Security-Policy violation a browser reported to POST /api/csp-reports (`report-uri` or the
 * Reporting API's `report-to`). Text is truncated on the way in (csp-report-normalize.ts); rows are never updated.
 */
export const cspViolations = pgTable(
  'csp_violations',
  {
    id: id(),
    documentUri: text('document_uri').notNull(),
    violatedDirective: text('violated_directive'),
    effectiveDirective: text('effective_directive'),
    blockedUri: text('blocked_uri'),
    sourceFile: text('source_file'),
    lineNumber: integer('line_number'),
    columnNumber: integer('column_number'),
    /** 'enforce' or 'report' (a report-only policy). */
    disposition: text('disposition'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('csp_violations_created_idx').on(t.createdAt)],
);

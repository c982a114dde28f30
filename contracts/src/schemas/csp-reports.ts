import * as v from 'valibot';
import { MAX_ID } from './fields';
import type { CspViolationInput } from '../types/csp-reports';
import { queryInteger } from './admin';

// POST /api/csp-reports: the two bodies browsers send for a Content-Security-Policy violation.
// Long text is cut to these lengths rather than refused: a report is evidence, not user input to correct.

export const CSP_REPORT_LIMITS = { uri: 2048, directive: 200, disposition: 20, userAgent: 500, reportsPerBatch: 50 } as const;

const clip = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.transform((text) => text.slice(0, max)))), null);
const required = (message: string, max: number) =>
  v.pipe(v.string(message), v.minLength(1, message), v.transform((text) => text.slice(0, max)));
/** A line or column: a non-negative integer, else unknown (null). */
const position = v.optional(
  v.nullable(v.pipe(v.number(), v.transform((n) => (Number.isInteger(n) && n >= 0 && n <= MAX_ID ? n : null)))),
  null,
);
/** The directive name alone ('script-src-elem'), from e.g. "script-src-elem 'self'". */
const directiveName = (directive: string | null) => directive?.trim().split(/\s+/)[0] || null;

/** `report-uri` (Content-Type application/csp-report): `{ "csp-report": { "document-uri": ..., ... } }`. */
const legacyReportSchema = v.pipe(
  v.object({
    'csp-report': v.looseObject({
      'document-uri': required('document-uri is required', CSP_REPORT_LIMITS.uri),
      'violated-directive': clip(CSP_REPORT_LIMITS.directive),
      'effective-directive': clip(CSP_REPORT_LIMITS.directive),
      'blocked-uri': clip(CSP_REPORT_LIMITS.uri),
      'source-file': clip(CSP_REPORT_LIMITS.uri),
      'line-number': position,
      'column-number': position,
      disposition: clip(CSP_REPORT_LIMITS.disposition),
    }),
  }),
  v.transform(({ 'csp-report': report }): CspViolationInput[] => [
    {
      documentUri: report['document-uri'],
      violatedDirective: report['violated-directive'],
      effectiveDirective: report['effective-directive'] ?? directiveName(report['violated-directive']),
      blockedUri: report['blocked-uri'],
      sourceFile: report['source-file'],
      lineNumber: report['line-number'],
      columnNumber: report['column-number'],
      disposition: report.disposition,
      userAgent: null,
    },
  ]),
);

/** One `csp-violation` report of the Reporting API (`report-to`). */
const reportingApiViolationSchema = v.looseObject({
  type: v.literal('csp-violation'),
  user_agent: clip(CSP_REPORT_LIMITS.userAgent),
  body: v.looseObject({
    documentURL: required('documentURL is required', CSP_REPORT_LIMITS.uri),
    blockedURL: clip(CSP_REPORT_LIMITS.uri),
    effectiveDirective: clip(CSP_REPORT_LIMITS.directive),
    sourceFile: clip(CSP_REPORT_LIMITS.uri),
    lineNumber: position,
    columnNumber: position,
    disposition: clip(CSP_REPORT_LIMITS.disposition),
  }),
});
/** Any other report type the same endpoint may receive (deprecation, intervention): accepted and ignored. */
const otherReportSchema = v.looseObject({
  type: v.pipe(
    v.string(),
    v.check((type) => type !== 'csp-violation'),
  ),
});

type ViolationReport = v.InferOutput<typeof reportingApiViolationSchema>;
const isViolationReport = (report: ViolationReport | v.InferOutput<typeof otherReportSchema>): report is ViolationReport =>
  report.type === 'csp-violation';

/** The Reporting API (Content-Type application/reports+json): a batch `[{ type, url, user_agent, body }]`. */
const reportingApiBatchSchema = v.pipe(
  v.array(v.union([reportingApiViolationSchema, otherReportSchema])),
  v.maxLength(CSP_REPORT_LIMITS.reportsPerBatch, `At most ${CSP_REPORT_LIMITS.reportsPerBatch} reports per batch`),
  v.transform((reports): CspViolationInput[] =>
    reports.filter(isViolationReport).map(({ body, user_agent: userAgent }) => ({
      documentUri: body.documentURL,
      // The Reporting API names only the effective directive.
      violatedDirective: body.effectiveDirective,
      effectiveDirective: body.effectiveDirective,
      blockedUri: body.blockedURL,
      sourceFile: body.sourceFile,
      lineNumber: body.lineNumber,
      columnNumber: body.columnNumber,
      disposition: body.disposition,
      userAgent,
    })),
  ),
);

/** Either body; the output is the violations it reports (none for a batch of other report types). */
export const cspReportBodySchema = v.union([legacyReportSchema, reportingApiBatchSchema], 'Not a CSP violation report');

export const CSP_VIOLATIONS_LIMIT_DEFAULT = 100;
export const CSP_VIOLATIONS_LIMIT_MAX = 500;

/** GET /api/admin/csp-violations?limit= */
export const cspViolationsQuerySchema = v.object({
  limit: queryInteger(CSP_VIOLATIONS_LIMIT_DEFAULT, CSP_VIOLATIONS_LIMIT_MAX),
});

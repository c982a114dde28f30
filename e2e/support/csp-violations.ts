import type { AdminLoginResponse, CspViolationRow, CspViolationsResponse } from '@motohaul/contracts';
import { DEMO_ADMIN } from './demo-accounts';
import { baseURL } from './e2e-env';

/**
 * Pages under this path exist only to break the CSP on purpose (tests/csp.spec.ts); the end-of-run check
 * (csp-teardown.ts) ignores violations reported from them. Any other path is a real page of the product.
 */
export const CSP_PROBE_PATH = '/__csp-probe';

export const isProbeViolation = (violation: Pick<CspViolationRow, 'documentUri'>): boolean => {
  try {
    return new URL(violation.documentUri).pathname.startsWith(CSP_PROBE_PATH);
  } catch {
    return false;
  }
};

/** The most a run reads back; more than this many reports is a failure anyway. */
const READ_LIMIT = 500;

/**
 * The CSP violations the server under test has stored, read through the admin API as the seeded super admin.
 * Works for both databases: the embedded one cannot be opened while the server holds it.
 */
export async function readCspViolations(origin = baseURL): Promise<CspViolationsResponse> {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (login.status !== 200) throw new Error(`Admin sign-in for the CSP check answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as AdminLoginResponse;
  const response = await fetch(`${origin}/api/admin/csp-violations?limit=${READ_LIMIT}`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET /api/admin/csp-violations answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CspViolationsResponse;
}

export const describeViolation = (v: CspViolationRow): string =>
  `${v.createdAt} ${v.documentUri}: ${v.effectiveDirective ?? v.violatedDirective ?? '?'} blocked ${v.blockedUri ?? '?'}` +
  (v.sourceFile ? ` (${v.sourceFile}:${v.lineNumber ?? '?'}:${v.columnNumber ?? '?'})` : '');

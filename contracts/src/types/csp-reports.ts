// GET /api/admin/csp-violations: the Content-Security-Policy violations browsers reported, newest first.

/** What one reported violation is stored as. userAgent is null when the body does not carry one. */
export interface CspViolationInput {
  documentUri: string;
  violatedDirective: string | null;
  effectiveDirective: string | null;
  blockedUri: string | null;
  sourceFile: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  disposition: string | null;
  userAgent: string | null;
}

export interface CspViolationRow extends CspViolationInput {
  id: number;
  /** ISO time the report arrived. */
  createdAt: string;
}

export interface CspViolationsResponse {
  /** Every stored violation. */
  total: number;
  /** The newest ones (at most the `limit` asked for, 100 by default, 500 at most). */
  violations: CspViolationRow[];
}

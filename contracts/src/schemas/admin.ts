import * as v from 'valibot';
import { queryDay, TO_BEFORE_FROM_MESSAGE } from './fields';

export * from './admin-lead-edit';

// Query strings and change payloads of the admin panel's routes (spec §2.9, issue 7).

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** A positive whole number carried in a query string ('3'), with a default when absent or blank. */
export const queryInteger = (fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string('Must be a whole number'), ''),
    v.trim(),
    v.transform((text) => (text === '' ? String(fallback) : text)),
    v.regex(/^\d{1,9}$/, 'Must be a whole number'),
    v.transform(Number),
    v.minValue(1, 'Must be at least 1'),
    v.maxValue(max, `Must be at most ${max}`),
  );

const searchText = v.pipe(
  v.optional(v.string('Must be text'), ''),
  v.trim(),
  v.maxLength(ADMIN_SEARCH_MAX_LENGTH, `Must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters`),
);

/** GET /api/admin/providers?q=&page=&pageSize= */
export const adminProvidersQuerySchema = v.object({
  q: searchText,
  page: queryInteger(1, 1_000_000),
  pageSize: queryInteger(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX),
});
export type AdminProvidersQuery = v.InferOutput<typeof adminProvidersQuerySchema>;

/** Lead filters of the All Leads tab: the two statuses of spec §3, or archived leads. */
export const ADMIN_LEAD_STATUS_FILTERS = ['available', 'sold', 'archived'] as const;
export type AdminLeadStatusFilter = (typeof ADMIN_LEAD_STATUS_FILTERS)[number];

/** GET /api/admin/leads?status=&q=&page=&pageSize= */
export const adminLeadsQuerySchema = v.object({
  ...adminProvidersQuerySchema.entries,
  status: v.optional(v.union([v.literal(''), v.picklist(ADMIN_LEAD_STATUS_FILTERS)], 'Choose available, sold or archived'), ''),
});
export type AdminLeadsQuery = v.InferOutput<typeof adminLeadsQuerySchema>;

/** PATCH /api/admin/providers/:id/status and PATCH /api/admin/discount-codes/:id */
export const adminActiveFlagSchema = v.object({
  isActive: v.boolean('isActive must be true or false'),
});
export type AdminActiveFlagInput = v.InferInput<typeof adminActiveFlagSchema>;

/** GET /api/admin/outbox?page=&pageSize= */
export const adminOutboxQuerySchema = v.object({
  page: queryInteger(1, 1_000_000),
  pageSize: queryInteger(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX),
});

/** What admin_audit_log records (api/src/contexts/admin/admin-audit.ts writes exactly these). */
export const ADMIN_AUDIT_ACTIONS = [
  'provider.activate',
  'provider.deactivate',
  'provider.approve',
  'provider.password_reset_link',
  'discount_code.create',
  'discount_code.activate',
  'discount_code.deactivate',
  'lead.edit',
  'claim.approve',
  'claim.reject',
  'claim.refund',
  'provider.verification_approve',
  'provider.verification_reject',
  'review.hide',
  'review.show',
  'price_guide.enable',
  'price_guide.disable',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];


/**
 * GET /api/admin/audit-log?adminId=&action=&from=&to=&page=&pageSize= : newest first; from and to are Sydney
 * calendar days, both included.
 */
export const adminAuditLogQuerySchema = v.pipe(
  v.object({
    adminId: v.pipe(
      v.optional(v.string('Must be a whole number'), ''),
      v.trim(),
      v.regex(/^(\d{1,9})?$/, 'Must be a whole number'),
      v.transform((text) => (text === '' ? null : Number(text))),
    ),
    action: v.optional(v.union([v.literal(''), v.picklist(ADMIN_AUDIT_ACTIONS)], 'Choose a recorded action'), ''),
    from: queryDay,
    to: queryDay,
    page: queryInteger(1, 1_000_000),
    pageSize: queryInteger(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || to >= from, TO_BEFORE_FROM_MESSAGE),
    ['to'],
  ),
);
export type AdminAuditLogQuery = v.InferOutput<typeof adminAuditLogQuerySchema>;

/** The periods of the admin's demand map: the last 7, 30, 90 or 365 days (ADR 0061). */
export const DEMAND_PERIOD_DAYS = [7, 30, 90, 365] as const;
export type DemandPeriodDays = (typeof DEMAND_PERIOD_DAYS)[number];
export const DEMAND_PERIOD_DEFAULT: DemandPeriodDays = 30;

/** GET /api/admin/demand-by-region?days=: one of DEMAND_PERIOD_DAYS, 30 when absent. */
export const adminDemandQuerySchema = v.object({
  days: v.pipe(
    v.optional(v.string('Choose 7, 30, 90 or 365 days'), ''),
    v.transform((text) => (text === '' ? String(DEMAND_PERIOD_DEFAULT) : text)),
    v.picklist(DEMAND_PERIOD_DAYS.map(String), 'Choose 7, 30, 90 or 365 days'),
    v.transform((text) => Number(text) as DemandPeriodDays),
  ),
});

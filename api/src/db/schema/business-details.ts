import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { CertificateType, VerificationStatus } from '@motohaul/contracts';
import { timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * A provider owner's ABN, insurance and insurance certificate (issue 28, ADR 0055); the spec's business fields
 * (companyName, businessAddress, licenseNumber) stay on users. One row per provider, reviewed by an admin.
 * The badges are computed when read: 'Verified' while `verified_at` is set, 'Insured' while `insured_until` (the
 * expiry of the insurance an admin approved) is today or later in Sydney: nothing flips a flag at expiry.
 */
export const businessDetails = pgTable(
  'business_details',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    abn: text('abn').notNull(),
    insurer: text('insurer').notNull(),
    policyNumber: text('policy_number').notNull(),
    /** Whole dollars. */
    coverAmount: bigint('cover_amount', { mode: 'number' }).notNull(),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }).notNull(),
    /** Where the certificate is kept (the store's key: a file under DATA_DIR or an S3 object), null until uploaded. */
    certificateKey: text('certificate_key'),
    certificateType: text('certificate_type').$type<CertificateType>(),
    certificateSize: integer('certificate_size'),
    certificateUploadedAt: timestamptz('certificate_uploaded_at'),
    /** pending: saved or changed since the last decision; approved or rejected by an admin. */
    status: text('status').$type<VerificationStatus>().notNull().default('pending'),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /** The first approval: the provider is 'Verified' from then on. */
    verifiedAt: timestamptz('verified_at'),
    /** The expiry date of the insurance an admin approved: 'Insured' up to and including that Sydney day. */
    insuredUntil: date('insured_until', { mode: 'string' }),
    /** The insured_until each notice was sent for (30 days, 7 days, lapsed): a new expiry date gets its own notices. */
    reminder30For: date('reminder_30_for', { mode: 'string' }),
    reminder7For: date('reminder_7_for', { mode: 'string' }),
    lapsedNoticeFor: date('lapsed_notice_for', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('business_details_pending_idx').on(t.submittedAt).where(sql.raw(`status = 'pending'`)),
    index('business_details_insured_until_idx').on(t.insuredUntil),
    check('business_details_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

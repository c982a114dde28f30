import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BusinessDetails, CertificateType, ProviderBadges, VerificationSubmission } from '@motohaul/contracts';
import type { Database, Transaction } from '../../db/database';
import { businessDetails, users } from '../../db/schema';
import { auditedTransaction, enqueueMail, type DomainEvents, type Jobs } from '../platform/platform-context';
import { verificationApprovedEmail, verificationRejectedEmail } from './business-mail';
import { notifyUserChanged } from './user-changes';

/** Badges as SQL (ADR 0055), for `today` (a Sydney date, YYYY-MM-DD): computed when read, never a flag flipped later. */
export const badgeColumns = (today: string) => ({
  verified: sql<boolean>`coalesce(${businessDetails.verifiedAt} is not null, false)`,
  insured: sql<boolean>`coalesce(${businessDetails.insuredUntil} >= ${today}::date, false)`,
});

const detailColumns = {
  abn: businessDetails.abn,
  insurer: businessDetails.insurer,
  policyNumber: businessDetails.policyNumber,
  coverAmount: businessDetails.coverAmount,
  insuranceExpiresOn: businessDetails.insuranceExpiresOn,
};

const certificateInfo = (row: { certificateType: CertificateType | null; certificateSize: number | null; certificateUploadedAt: Date | null }) =>
  row.certificateType && row.certificateSize !== null && row.certificateUploadedAt
    ? { type: row.certificateType, size: row.certificateSize, uploadedAt: row.certificateUploadedAt.toISOString() }
    : null;

/** What went wrong with an admin's decision; the router turns it into 404 or 409. */
export type DecisionOutcome = { kind: 'done' } | { kind: 'not_found' } | { kind: 'not_pending' } | { kind: 'no_certificate' };

export function createBusinessDetailsRepository(db: Database, events: DomainEvents, options: { now: () => Date; publicOrigin: string; jobs: Jobs }) {
  return {
    /** The owner's page: the spec's fields from users, the rest from business_details (null before the first save). */
    async findForOwner(userId: number, today: string) {
      const [row] = await db
        .select({
          companyName: users.companyName,
          businessAddress: users.businessAddress,
          licenseNumber: users.licenseNumber,
          hasDetails: sql<boolean>`${businessDetails.userId} is not null`,
          ...detailColumns,
          status: businessDetails.status,
          rejectionReason: businessDetails.rejectionReason,
          submittedAt: businessDetails.submittedAt,
          certificateType: businessDetails.certificateType,
          certificateSize: businessDetails.certificateSize,
          certificateUploadedAt: businessDetails.certificateUploadedAt,
          insuredUntil: businessDetails.insuredUntil,
          ...badgeColumns(today),
        })
        .from(users)
        .leftJoin(businessDetails, eq(businessDetails.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /**
     * Saves the page: the spec's fields on the user, the ABN and insurance in business_details, and puts the whole
     * up for review again (pending). A badge outlives the save only if nothing it vouches for changed (issue 45 item
     * 1): a new company name, ABN or licence takes 'Verified' and 'Insured' away until an admin approves again (the
     * insurance was approved for the business as it was named), new insurance takes 'Insured' away; an address alone
     * keeps both.
     */
    async save(userId: number, details: BusinessDetails): Promise<void> {
      const { companyName, businessAddress, licenseNumber, ...rest } = details;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ companyName: users.companyName, licenseNumber: users.licenseNumber, ...detailColumns })
          .from(users)
          .leftJoin(businessDetails, eq(businessDetails.userId, users.id))
          .where(eq(users.id, userId))
          .for('update', { of: users });
        await tx
          .update(users)
          .set({ companyName, businessAddress, licenseNumber: licenseNumber || null, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await notifyUserChanged(tx, [userId]);
        const identityChanged =
          (before?.companyName ?? '') !== companyName || (before?.licenseNumber ?? '') !== (licenseNumber || '') || before?.abn !== rest.abn;
        const insuranceChanged =
          identityChanged ||
          before?.insurer !== rest.insurer ||
          before?.policyNumber !== rest.policyNumber ||
          Number(before?.coverAmount) !== Number(rest.coverAmount) ||
          before?.insuranceExpiresOn !== rest.insuranceExpiresOn;
        const pending = {
          ...rest,
          status: 'pending' as const,
          submittedAt: new Date(),
          rejectionReason: null,
          updatedAt: new Date(),
          ...(identityChanged ? { verifiedAt: null } : {}),
          ...(insuranceChanged ? { insuredUntil: null } : {}),
        };
        await tx
          .insert(businessDetails)
          .values({ userId, ...pending })
          .onConflictDoUpdate({ target: businessDetails.userId, set: pending });
      });
    },

    /**
     * Records a stored certificate and puts the details up for review; false when the details were never saved. A new
     * certificate is new insurance: 'Insured' waits for an admin's approval of it.
     */
    async setCertificate(userId: number, certificate: { key: string; type: CertificateType; size: number }): Promise<boolean> {
      const updated = await db
        .update(businessDetails)
        .set({
          certificateKey: certificate.key,
          certificateType: certificate.type,
          certificateSize: certificate.size,
          certificateUploadedAt: new Date(),
          insuredUntil: null,
          status: 'pending',
          submittedAt: new Date(),
          rejectionReason: null,
          updatedAt: new Date(),
        })
        .where(eq(businessDetails.userId, userId))
        .returning({ userId: businessDetails.userId });
      return updated.length > 0;
    },

    /** Where a provider's certificate is kept, or null. */
    async certificateOf(userId: number): Promise<{ key: string; type: CertificateType } | null> {
      const [row] = await db
        .select({ key: businessDetails.certificateKey, type: businessDetails.certificateType })
        .from(businessDetails)
        .where(eq(businessDetails.userId, userId));
      return row?.key && row.type ? { key: row.key, type: row.type } : null;
    },

    /** The submissions waiting for an admin, oldest first. */
    async listPending(today: string): Promise<VerificationSubmission[]> {
      const rows = await db
        .select({
          providerId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          companyName: users.companyName,
          businessAddress: users.businessAddress,
          licenseNumber: users.licenseNumber,
          ...detailColumns,
          submittedAt: businessDetails.submittedAt,
          certificateType: businessDetails.certificateType,
          certificateSize: businessDetails.certificateSize,
          certificateUploadedAt: businessDetails.certificateUploadedAt,
          ...badgeColumns(today),
        })
        .from(businessDetails)
        .innerJoin(users, eq(users.id, businessDetails.userId))
        .where(eq(businessDetails.status, 'pending'))
        .orderBy(asc(businessDetails.submittedAt), asc(users.id))
        .limit(200);
      return rows.map(({ verified, insured, certificateType, certificateSize, certificateUploadedAt, ...row }) => ({
        ...row,
        companyName: row.companyName ?? '',
        businessAddress: row.businessAddress ?? '',
        licenseNumber: row.licenseNumber ?? '',
        submittedAt: row.submittedAt.toISOString(),
        certificate: certificateInfo({ certificateType, certificateSize, certificateUploadedAt }),
        badges: { verified, insured },
      }));
    },

    /**
     * Approves a pending submission with its certificate: the provider is 'Verified' (and listed in the directory,
     * users.is_verified), 'Insured' until the approved expiry date; mailed through the outbox; audited.
     */
    async approve(providerId: number, adminUserId: number): Promise<DecisionOutcome> {
      return decide(providerId, async (tx, row, note) => {
        if (!row.certificateKey) return { kind: 'no_certificate' };
        const now = options.now();
        await tx
          .update(businessDetails)
          .set({
            status: 'approved',
            reviewedAt: now,
            reviewedBy: adminUserId,
            rejectionReason: null,
            verifiedAt: sql`coalesce(${businessDetails.verifiedAt}, ${now.toISOString()}::timestamptz)`,
            insuredUntil: row.insuranceExpiresOn,
            updatedAt: now,
          })
          .where(eq(businessDetails.userId, providerId));
        await tx.update(users).set({ isVerified: true, updatedAt: now }).where(eq(users.id, providerId));
        await notifyUserChanged(tx, [providerId]);
        if (row.email) await enqueueMail(tx, options.jobs, 'business_verification', verificationApprovedEmail(row.email, row.firstName, row.insuranceExpiresOn, options.publicOrigin));
        note({
          adminUserId,
          action: 'provider.verification_approve',
          targetType: 'user',
          targetId: providerId,
          details: { email: row.email, abn: row.abn, insuredUntil: row.insuranceExpiresOn },
        });
        return { kind: 'done' };
      });
    },

    /**
     * Rejects a pending submission with a reason, mailed to the owner through the outbox and audited. The badges go at
     * once: what was rejected is what the provider now says about themselves.
     */
    async reject(providerId: number, adminUserId: number, reason: string): Promise<DecisionOutcome> {
      return decide(providerId, async (tx, row, note) => {
        const now = options.now();
        await tx
          .update(businessDetails)
          .set({ status: 'rejected', reviewedAt: now, reviewedBy: adminUserId, rejectionReason: reason, verifiedAt: null, insuredUntil: null, updatedAt: now })
          .where(eq(businessDetails.userId, providerId));
        if (row.email) await enqueueMail(tx, options.jobs, 'business_verification', verificationRejectedEmail(row.email, row.firstName, reason, options.publicOrigin));
        note({ adminUserId, action: 'provider.verification_reject', targetType: 'user', targetId: providerId, details: { email: row.email, reason } });
        return { kind: 'done' };
      });
    },

    /** The badges of these providers for `today` (providers without details: neither). */
    async badgesOf(userIds: readonly number[], today: string): Promise<Map<number, ProviderBadges>> {
      const found = new Map<number, ProviderBadges>(userIds.map((id) => [id, { verified: false, insured: false }]));
      if (userIds.length === 0) return found;
      const rows = await db
        .select({ userId: businessDetails.userId, ...badgeColumns(today) })
        .from(businessDetails)
        .where(and(inArray(businessDetails.userId, [...userIds]), isNotNull(businessDetails.verifiedAt)));
      for (const { userId, verified, insured } of rows) found.set(userId, { verified, insured });
      return found;
    },
  };

  type Note = Parameters<Parameters<typeof auditedTransaction>[2]>[1];
  type Pending = { certificateKey: string | null; insuranceExpiresOn: string; abn: string; email: string | null; firstName: string };

  /** A decision on a pending submission, in one audited transaction with the row locked. */
  function decide(providerId: number, work: (tx: Transaction, row: Pending, note: Note) => Promise<DecisionOutcome>) {
    return auditedTransaction(db, events, async (tx, note): Promise<DecisionOutcome> => {
      const [row] = await tx
        .select({
          status: businessDetails.status,
          certificateKey: businessDetails.certificateKey,
          insuranceExpiresOn: businessDetails.insuranceExpiresOn,
          abn: businessDetails.abn,
          email: users.email,
          firstName: users.firstName,
        })
        .from(businessDetails)
        .innerJoin(users, eq(users.id, businessDetails.userId))
        .where(eq(businessDetails.userId, providerId))
        .for('update', { of: businessDetails });
      if (!row) return { kind: 'not_found' };
      if (row.status !== 'pending') return { kind: 'not_pending' };
      return work(tx, row, note);
    });
  }
}

export type BusinessDetailsRepository = ReturnType<typeof createBusinessDetailsRepository>;

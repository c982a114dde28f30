import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminProviderRow, AdminProvidersQuery, Paged } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { todayInSydney } from '@motohaul/contracts';
import { businessDetails, users } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { auditedTransaction, type DomainEvents } from '../platform/platform-context';
import { newResetLink, storeResetLink, type ResetLink } from './password-reset-link';
import { notifyUserChanged } from './user-changes';

const isProvider = eq(users.userType, 'provider');

function providerFilter(q: string) {
  if (q === '') return isProvider;
  const pattern = containsPattern(q);
  return and(
    isProvider,
    or(
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(users.email, pattern),
      ilike(users.companyName, pattern),
      ilike(users.username, pattern),
    ),
  );
}

/**
 * A provider as the admin's Providers tab shows it, with what the directory's listing depends on (issue 45 item 3): the
 * service location and the badges on `today` (ADR 0055), read beside the row so an update's RETURNING carries them too.
 */
const providerRow = (today: string) => ({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  companyName: users.companyName,
  isActive: users.isActive,
  isVerified: users.isVerified,
  hasServiceLocation: sql<boolean>`coalesce(${users.serviceLocation}, '') <> ''`,
  badgeVerified: sql<boolean>`exists (select 1 from ${businessDetails} b where b.user_id = ${users.id} and b.verified_at is not null)`,
  badgeInsured: sql<boolean>`exists (select 1 from ${businessDetails} b where b.user_id = ${users.id} and b.insured_until >= ${today}::date)`,
  createdAt: users.createdAt,
});

type StoredProviderRow = { createdAt: Date; badgeVerified: boolean; badgeInsured: boolean } & Omit<AdminProviderRow, 'createdAt' | 'badges'>;

const toProviderRow = ({ createdAt, badgeVerified, badgeInsured, ...rest }: StoredProviderRow): AdminProviderRow => ({
  ...rest,
  badges: { verified: badgeVerified, insured: badgeInsured },
  createdAt: createdAt.toISOString(),
});

/** The super admin's view and changes of providers (the admin panel's, through the accounts context); audited. */
export function createProvidersRepository(db: Database, events: DomainEvents, resetLinks: { now: () => Date; publicOrigin: string }) {
  const audited = <T>(work: Parameters<typeof auditedTransaction<T>>[2]) => auditedTransaction(db, events, work);
  const rowNow = () => providerRow(todayInSydney(resetLinks.now()));
  return {
    /** Providers (userType provider), newest first, matching the search in name, email, company or username. */
    async list({ q, page, pageSize }: AdminProvidersQuery): Promise<Paged<AdminProviderRow>> {
      const where = providerFilter(q);
      const [items, [total]] = await Promise.all([
        db
          .select(rowNow())
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return {
        items: items.map(toProviderRow),
        total: Number(total?.n ?? 0),
        page,
        pageSize,
      };
    },

    /**
     * Activates or deactivates a provider and records it. Deactivating also bumps the session version of the provider
     * and of its team members, so their existing sessions stop working at once and for good (a re-activation does not
     * revive them). Null when no provider has that id.
     */
    async setActive(providerId: number, isActive: boolean, adminUserId: number): Promise<AdminProviderRow | null> {
      return audited(async (tx, note) => {
        const [updated] = await tx
          .update(users)
          .set({
            isActive,
            updatedAt: new Date(),
            ...(isActive ? {} : { sessionVersion: sql`${users.sessionVersion} + 1` }),
          })
          .where(and(eq(users.id, providerId), isProvider))
          .returning(rowNow());
        if (!updated) return null;
        const team = isActive
          ? []
          : await tx
              .update(users)
              .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
              .where(eq(users.teamOwnerId, providerId))
              .returning({ id: users.id });
        await notifyUserChanged(tx, [providerId, ...team.map(({ id }) => id)]);
        note({
          adminUserId,
          action: isActive ? 'provider.activate' : 'provider.deactivate',
          targetType: 'user',
          targetId: providerId,
          details: { isActive, email: updated.email },
        });
        return toProviderRow(updated);
      });
    },

    /**
     * Approves a provider's account (ADR 0030): marks them verified, which lists them in the public directory once their
     * business is Verified with current insurance and they have a service location (issue 45 item 2), and records it.
     * Approving an already verified provider changes and records nothing. Null when no provider has that id.
     */
    async approve(providerId: number, adminUserId: number): Promise<AdminProviderRow | null> {
      return audited(async (tx, note) => {
        const [current] = await tx.select(rowNow()).from(users).where(and(eq(users.id, providerId), isProvider)).for('update', { of: users });
        if (!current) return null;
        if (current.isVerified) return toProviderRow(current);
        const [updated] = await tx.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, providerId)).returning(rowNow());
        await notifyUserChanged(tx, [providerId]);
        note({
          adminUserId,
          action: 'provider.approve',
          targetType: 'user',
          targetId: providerId,
          details: { isVerified: true, email: updated!.email },
        });
        return toProviderRow(updated!);
      });
    },

    /**
     * Stores a one-time password reset link for a provider (ADR 0032: the emailed link's token kind and expiry) and
     * records it, without the token, in one transaction. Works for a provider without an email, and an inactive one
     * (who still cannot sign in until activated). Null when no provider has that id (customers and team members too).
     */
    async createResetLink(providerId: number, adminUserId: number): Promise<ResetLink | null> {
      const link = newResetLink(resetLinks.publicOrigin, resetLinks.now());
      return audited(async (tx, note) => {
        const [provider] = await tx.select({ email: users.email }).from(users).where(and(eq(users.id, providerId), isProvider));
        if (!provider) return null;
        await storeResetLink(tx, providerId, link);
        note({
          adminUserId,
          action: 'provider.password_reset_link',
          targetType: 'user',
          targetId: providerId,
          details: { email: provider.email, expiresAt: link.expiresAt.toISOString() },
        });
        return link;
      });
    },
  };
}

export type ProvidersRepository = ReturnType<typeof createProvidersRepository>;

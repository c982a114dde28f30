import { eq, sql } from 'drizzle-orm';
import { hashPassword, notifyUserChanged, verifyPassword } from '../../contexts/accounts/accounts-context';
import type { Database } from '../database';
import { users } from '../schema';

export type AdminAccountResult = 'created' | 'updated' | 'unchanged';

/**
 * Makes sure a super_admin with these credentials exists (ADMIN_USERNAME / ADMIN_PASSWORD).
 * A changed password or role bumps the session version, so older cookies stop working.
 */
export async function ensureAdminAccount(
  db: Database,
  admin: { username: string; password: string },
): Promise<AdminAccountResult> {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${admin.username})`)
    .limit(1);

  if (!existing) {
    await db.insert(users).values({
      username: admin.username,
      password: await hashPassword(admin.password),
      userType: 'super_admin',
      firstName: 'Administrator',
      isVerified: true,
    });
    return 'created';
  }

  const passwordMatches = await verifyPassword(existing.password, admin.password);
  if (passwordMatches && existing.userType === 'super_admin' && existing.isActive) return 'unchanged';

  const password = passwordMatches ? existing.password : await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password, userType: 'super_admin', isActive: true, sessionVersion: existing.sessionVersion + 1, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await notifyUserChanged(tx, [existing.id]);
  });
  return 'updated';
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

export function createAuthRepository(db: Database) {
  return {
    async findUserById(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user ?? null;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { notifyUserChanged } from './user-changes';

const memberColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
};

export function createTeamMembersRepository(db: Database) {
  const ownMember = (ownerId: number, memberId: number) =>
    and(eq(users.id, memberId), eq(users.teamOwnerId, ownerId), eq(users.userType, 'team_member'));

  return {
    listMembers(ownerId: number) {
      return db
        .select(memberColumns)
        .from(users)
        .where(and(eq(users.teamOwnerId, ownerId), eq(users.userType, 'team_member')))
        .orderBy(asc(users.createdAt), asc(users.id));
    },

    /**
     * Runs `insert` in a transaction holding the owner's row, so two adds of one owner go one after the other and the
     * count each sees is the count it adds to; answers null without inserting when the owner already has `max`.
     */
    async addMember<T>(ownerId: number, max: number, insert: (tx: Database) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
        const [members] = await tx
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.teamOwnerId, ownerId), eq(users.userType, 'team_member')));
        if ((members?.n ?? 0) >= max) return null;
        return insert(tx);
      });
    },

    /**
     * Removes one of the owner's members: the row goes, so every session and token of it stops working
     * (guards find no user). Answers false when the id is not this owner's member.
     */
    async deleteMember(ownerId: number, memberId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(users).where(ownMember(ownerId, memberId)).returning({ id: users.id });
        await notifyUserChanged(tx, deleted.map(({ id }) => id));
        return deleted.length > 0;
      });
    },
  };
}

export type TeamMembersRepository = ReturnType<typeof createTeamMembersRepository>;

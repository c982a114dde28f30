import type { TeamMember, TeamMembersResponse, teamMemberSchema } from '@motohaul/contracts';
import type { InferOutput } from 'valibot';
import { AppError } from '../../http/app-error';
import type { AuthRepository } from './auth-repository';
import type { AuthenticatedUser } from './guards';
import { hashPassword } from './password';
import type { TeamMembersRepository } from './team-members-repository';

const toTeamMember = (row: { id: number; username: string; email: string | null; firstName: string; lastName: string; createdAt: Date }): TeamMember => ({
  id: row.id,
  username: row.username,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  createdAt: row.createdAt.toISOString(),
});

/** Owners are providers and super admins who are not themselves someone's team member (spec §6). */
function ownerId(user: AuthenticatedUser): number {
  if (user.teamOwnerId !== null) throw new AppError(403, 'Access denied');
  return user.id;
}

export function createTeamMembersService(repository: TeamMembersRepository, accounts: AuthRepository) {
  return {
    async list(owner: AuthenticatedUser): Promise<TeamMembersResponse> {
      const rows = await repository.listMembers(ownerId(owner));
      return { members: rows.map(toTeamMember) };
    },

    /** A team member signs in at /api/auth/login like anyone and works the owner's purchased leads. */
    async add(owner: AuthenticatedUser, input: InferOutput<typeof teamMemberSchema>): Promise<TeamMember> {
      const teamOwnerId = ownerId(owner);
      const member = await accounts.insertUser({
        username: input.username,
        email: input.email,
        password: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        userType: 'team_member',
        teamOwnerId,
        isVerified: true,
      });
      return toTeamMember(member);
    },

    /** Another owner's member, or no member at all, is 404 (no IDOR). */
    async remove(owner: AuthenticatedUser, memberId: number): Promise<void> {
      if (!(await repository.deleteMember(ownerId(owner), memberId))) throw new AppError(404, 'Team member not found');
    },
  };
}

export type TeamMembersService = ReturnType<typeof createTeamMembersService>;

import type { TeamMember, TeamMembersResponse, teamMemberSchema } from '@motohaul/contracts';
import type { InferOutput } from 'valibot';
import { AppError } from '../../http/app-error';
import type { CounterFactory } from '../../http/counters';
import { retryAfterSeconds } from '../../http/rate-limit';
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

/** The most members one team has (issue 27: one provider made 400 in seconds). */
export const MAX_TEAM_MEMBERS = 25;
/** The most adds one owner tries in an hour, each before its password is hashed (a removal or a refusal gives none back). */
export const TEAM_MEMBERS_PER_HOUR = 10;
export const TEAM_FULL = `Your team already has ${MAX_TEAM_MEMBERS} members, the most a team can have. Remove a member to add another.`;
export const TOO_MANY_TEAM_ADDS = `Too many tries at adding team members in the last hour (at most ${TEAM_MEMBERS_PER_HOUR}, refused ones included). Please try again later.`;
const HOUR_SECONDS = 60 * 60;

/** Owners are providers and super admins who are not themselves someone's team member (spec §6). */
function ownerId(user: AuthenticatedUser): number {
  if (user.teamOwnerId !== null) throw new AppError(403, 'Access denied');
  return user.id;
}

/**
 * Team management. Adding is limited (ADR 0051): at most MAX_TEAM_MEMBERS per team (409) and TEAM_MEMBERS_PER_HOUR
 * tries per owner an hour on the shared counters (429 with Retry-After), checked before the password is hashed.
 */
export function createTeamMembersService(repository: TeamMembersRepository, accounts: AuthRepository, counters: CounterFactory) {
  const addsThisHour = counters('team-member-adds', HOUR_SECONDS);
  return {
    async list(owner: AuthenticatedUser): Promise<TeamMembersResponse> {
      const rows = await repository.listMembers(ownerId(owner));
      return { members: rows.map(toTeamMember) };
    },

    /** A team member signs in at /api/auth/login like anyone and works the owner's purchased leads. */
    async add(owner: AuthenticatedUser, input: InferOutput<typeof teamMemberSchema>): Promise<TeamMember> {
      const teamOwnerId = ownerId(owner);
      const key = String(teamOwnerId);
      const adds = await addsThisHour.add(key);
      if (adds.count > TEAM_MEMBERS_PER_HOUR) {
        throw new AppError(429, TOO_MANY_TEAM_ADDS, undefined, { 'Retry-After': String(retryAfterSeconds(adds.msLeft)) });
      }
      const password = await hashPassword(input.password);
      const member = await repository.addMember(teamOwnerId, MAX_TEAM_MEMBERS, (tx) =>
        accounts.insertUser(
          {
            username: input.username,
            email: input.email,
            password,
            firstName: input.firstName,
            lastName: input.lastName,
            userType: 'team_member',
            teamOwnerId,
            isVerified: true,
          },
          tx,
        ),
      );
      if (!member) throw new AppError(409, TEAM_FULL);
      return toTeamMember(member);
    },

    /** Another owner's member, or no member at all, is 404 (no IDOR). */
    async remove(owner: AuthenticatedUser, memberId: number): Promise<void> {
      if (!(await repository.deleteMember(ownerId(owner), memberId))) throw new AppError(404, 'Team member not found');
    },
  };
}

export type TeamMembersService = ReturnType<typeof createTeamMembersService>;

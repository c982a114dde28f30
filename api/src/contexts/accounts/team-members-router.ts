import { Router } from 'express';
import { teamMemberSchema, type TeamMember, type TeamMembersResponse } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, type AuthGuards } from './guards';
import type { TeamMembersService } from './team-members-service';

const memberIdOf = (raw: unknown): number => {
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new AppError(404, 'Team member not found');
  return id;
};

/** Team management for owners (providers and super admins without a team owner). */
export function teamMembersRouter(service: TeamMembersService, guards: AuthGuards): Router {
  const router = Router();
  const owners = guards.requireUser('provider', 'super_admin');

  router.get('/team-members', owners, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json((await service.list(authenticatedUser(res))) satisfies TeamMembersResponse);
  });

  router.post('/team-members', owners, async (req, res) => {
    const input = parseBody(teamMemberSchema, req.body);
    res.status(201).json((await service.add(authenticatedUser(res), input)) satisfies TeamMember);
  });

  router.delete('/team-members/:id', owners, async (req, res) => {
    await service.remove(authenticatedUser(res), memberIdOf(req.params.id));
    res.status(204).end();
  });

  return router;
}

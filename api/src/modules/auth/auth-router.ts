import { Router } from 'express';
import type { CurrentUser } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import type { AuthService } from './auth-service';
import { getSession, type SessionConfig } from './session';

export function authRouter(service: AuthService, sessionConfig: SessionConfig): Router {
  const router = Router();

  router.get('/auth/me', async (req, res) => {
    const session = await getSession(req, res, sessionConfig);
    const user = await service.currentUser(session);
    if (!user) throw new AppError(401, 'Not authenticated');
    res.set('Cache-Control', 'no-store').json(user satisfies CurrentUser);
  });

  return router;
}

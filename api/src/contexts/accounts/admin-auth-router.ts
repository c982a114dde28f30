import { Router, type RequestHandler } from 'express';
import { adminLoginSchema, type AdminLoginResponse } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import type { AdminAuthService } from './admin-auth-service';

/** POST /api/admin/login: the admin panel's own sign-in (spec §2.9); the token goes in `Authorization: Bearer`. */
export function adminAuthRouter(service: AdminAuthService, limits: { adminLogins: RequestHandler }): Router {
  const router = Router();

  router.post('/admin/login', limits.adminLogins, async (req, res) => {
    const { username, password } = parseBody(adminLoginSchema, req.body);
    res.set('Cache-Control', 'no-store').json((await service.login(username, password, req.ip)) satisfies AdminLoginResponse);
  });

  return router;
}

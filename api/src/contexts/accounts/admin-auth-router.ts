import { Router, type RequestHandler } from 'express';
import { adminLoginSchema, type AdminLoginResponse, type MessageResponse } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import type { AdminAuthService } from './admin-auth-service';
import { authenticatedUser } from './guards';

/**
 * POST /api/admin/login: the admin panel's own sign-in (spec §2.9); the token goes in `Authorization: Bearer`.
 * POST /api/admin/logout: the token stops working at once, as every session of that admin does (a logout ends them
 * all, ADR 0005); forgetting it in the browser alone left a copied token working for its 8 hours.
 */
export function adminAuthRouter(
  service: AdminAuthService,
  limits: { adminLogins: RequestHandler },
  { requireAdmin, logout }: { requireAdmin: RequestHandler; logout: (userId: number) => Promise<unknown> },
): Router {
  const router = Router();

  router.post('/admin/login', limits.adminLogins, async (req, res) => {
    const { username, password } = parseBody(adminLoginSchema, req.body);
    res.set('Cache-Control', 'no-store').json((await service.login(username, password, req.ip)) satisfies AdminLoginResponse);
  });

  router.post('/admin/logout', requireAdmin, async (_req, res) => {
    await logout(authenticatedUser(res).id);
    res.set('Cache-Control', 'no-store').json({ message: 'Logged out successfully' } satisfies MessageResponse);
  });

  return router;
}

import { Router } from 'express';
import type { HealthResponse } from '@motohaul/contracts';
import type { DatabaseKind } from '../../db/database';
import { AppError } from '../../http/app-error';

export interface HealthCheck {
  kind: DatabaseKind;
  ping: () => Promise<void>;
  /** True once the process is shutting down: health fails so a balancer stops sending requests. */
  isDraining?: () => boolean;
}

const PING_TIMEOUT_MS = 3000;

export function healthRouter({ kind, ping, isDraining = () => false }: HealthCheck): Router {
  const router = Router();

  router.get('/health', async (_req, res) => {
    if (isDraining()) throw new AppError(503, 'Shutting down', undefined, { 'Cache-Control': 'no-store' });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([ping(), timeout]);
    } catch {
      throw new AppError(503, 'Database unavailable');
    } finally {
      clearTimeout(timer);
    }
    res.set('Cache-Control', 'no-store').json({ status: 'ok', database: kind } satisfies HealthResponse);
  });

  return router;
}

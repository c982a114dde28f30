import { Router } from 'express';
import type { AppMode, GooglePlacesKeyResponse, PublicConfig } from '@motohaul/contracts';

export interface ConfigValues {
  supportPhone: string;
  appMode: AppMode;
  googlePlacesKey: string | null;
}

/** Configuration the browser may read. */
export function configRouter({ supportPhone, appMode, googlePlacesKey }: ConfigValues): Router {
  const router = Router();

  router.get('/config/public', (_req, res) => {
    res.json({ supportPhone, appMode } satisfies PublicConfig);
  });

  router.get('/config/google-places-key', (_req, res) => {
    res.json({ key: googlePlacesKey } satisfies GooglePlacesKeyResponse);
  });

  return router;
}

import { Router } from 'express';
import type { GooglePlacesKeyResponse, PublicConfig } from '@motohaul/contracts';

export interface ConfigValues {
  supportPhone: string;
  googlePlacesKey: string | null;
}

/** Configuration the browser may read. */
export function configRouter({ supportPhone, googlePlacesKey }: ConfigValues): Router {
  const router = Router();

  router.get('/config/public', (_req, res) => {
    res.json({ supportPhone } satisfies PublicConfig);
  });

  router.get('/config/google-places-key', (_req, res) => {
    res.json({ key: googlePlacesKey } satisfies GooglePlacesKeyResponse);
  });

  return router;
}

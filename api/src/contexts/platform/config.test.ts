import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('configuration routes', () => {
  it('when the browser asks for public configuration, then it gets the configured support phone', async () => {
    const t = await createTestApp({ SUPPORT_PHONE: '1300 123 456' });
    try {
      const res = await t.agent.get('/api/config/public').expect(200);
      expect(res.body).toEqual({ supportPhone: '1300 123 456', appMode: 'demo' });
    } finally {
      await t.close();
    }
  });

  it('when no places key is configured, then the key is null; when one is, then it is returned', async () => {
    const without = await createTestApp();
    const withKey = await createTestApp({ GOOGLE_PLACES_KEY: 'test-key' });
    try {
      expect((await without.agent.get('/api/config/google-places-key').expect(200)).body).toEqual({ key: null });
      expect((await withKey.agent.get('/api/config/google-places-key').expect(200)).body).toEqual({ key: 'test-key' });
    } finally {
      await without.close();
      await withKey.close();
    }
  });
});

import express from 'express';
import { describe, expect, it } from 'vitest';
import { listRoutes } from './route-table';

describe('listRoutes', () => {
  it('when routers are nested under prefixes, then every route is listed with its full path and method', () => {
    const app = express();
    const inner = express.Router();
    inner.get('/things/:id', (_req, res) => void res.end());
    inner.route('/things').post((_req, res) => void res.end()).delete((_req, res) => void res.end());
    inner.all('/anything', (_req, res) => void res.end());
    const outer = express.Router();
    outer.post('/raw', express.raw(), (_req, res) => void res.end());
    outer.use(express.json());
    outer.use('/nested', inner);
    app.use('/api', outer);
    app.get(/.*/, (_req, res) => void res.end());

    expect(listRoutes(app).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/raw',
      'GET /api/nested/things/:id',
      'POST /api/nested/things',
      'DELETE /api/nested/things',
      'ALL /api/nested/anything',
      'GET /.*/',
    ]);
  });

  it('when a sub-app is mounted, then it refuses to answer rather than leave its routes out', () => {
    const app = express();
    const sub = express();
    sub.get('/hidden', (_req, res) => void res.end());
    app.use('/sub', sub);
    expect(() => listRoutes(app)).toThrow(/sub-app mounted at '\/sub'/);
  });
});

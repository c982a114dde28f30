import type { Express } from 'express';

export interface RouteEntry {
  /** Upper case ('GET', 'POST', ...); 'ALL' for a route declared with `.all()`. */
  method: string;
  /** The full path as declared, e.g. '/api/leads/:leadId/purchase' (a RegExp path as its source, e.g. '/.*\/'). */
  path: string;
}

interface Layer {
  name?: string;
  rawPath?: string;
  route?: { path: string | RegExp | (string | RegExp)[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every route the app declares (method and full path), read from Express's router stack, including
 * routers mounted under a prefix ('/api') and ones mounted before the JSON parser (the Stripe webhook):
 * the authorization matrix test (issue 8) is generated from this, so a route without a declared policy fails it.
 * A sub-app mounted with `app.use(express())` hides its routes from the stack, so it throws instead of
 * silently leaving routes out (the app mounts only Routers).
 */
export function listRoutes(app: Express): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const [method, enabled] of Object.entries(layer.route.methods)) {
          if (!enabled) continue;
          for (const path of paths) routes.push({ method: method === '_all' ? 'ALL' : method.toUpperCase(), path: `${prefix}${String(path)}` });
        }
      } else if (layer.handle?.stack) {
        const mount = layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      } else if (layer.name === 'mounted_app') {
        throw new Error(`listRoutes cannot list the routes of a sub-app mounted at '${prefix}${layer.rawPath ?? ''}': mount a Router instead`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return routes;
}

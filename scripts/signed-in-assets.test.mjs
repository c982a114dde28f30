import { describe, expect, it } from 'vitest';
import { pageChunks, signedInAssets } from './signed-in-assets.mjs';

const chunk = (files, origins, initial = false) => ({ files, initial, origins });

describe('signedInAssets', () => {
  it("keeps the routed app's chunks and the shell's provided shared packages, not the first page's nor the fallbacks", () => {
    const stats = {
      chunks: [
        chunk(['main.1.js'], [{ moduleName: '', request: './src/index.ts' }], true),
        chunk(['786.a.js', '786.a.js.map'], [{ moduleName: './src/index.ts', request: './bootstrap-first-page' }, { moduleName: './src/index.ts', request: './bootstrap' }]),
        chunk(['763.b.js', '763.b.css'], [{ moduleName: './src/index.ts', request: './bootstrap' }]),
        chunk(['682.c.js'], [{ moduleName: './src/index.ts', request: './bootstrap-first-page' }]),
        chunk(['144.d.js', '144.d.css'], [{ moduleName: './src/bootstrap-first-page.tsx', request: './bootstrap' }]),
        chunk(['121.e.js'], [{ moduleName: 'provide shared module (default) react@19 = /n/react/index.js', request: '' }, { moduleName: 'consume shared module (default) react@^19 (strict) (fallback: /n/react/index.js)', request: '' }]),
        chunk(['89.f.js'], [{ moduleName: 'consume shared module (default) react-dom@^19 (strict) (fallback: /n/react-dom/index.js)', request: '' }]),
        chunk([], [{ moduleName: './src/index.ts', request: './bootstrap' }]),
      ],
    };
    expect(signedInAssets(stats).routedApp).toEqual({ js: ['121.e.js', '763.b.js', '786.a.js'], css: ['763.b.css'] });
  });

  it("keeps a server-drawn first page's chunks and the shell's provided shared packages, not the routed app's nor the fallbacks", () => {
    const stats = {
      chunks: [
        chunk(['main.1.js'], [{ moduleName: '', request: './src/index.ts' }], true),
        chunk(['786.a.js'], [{ moduleName: './src/index.ts', request: './bootstrap-first-page' }, { moduleName: './src/index.ts', request: './bootstrap' }]),
        chunk(['763.b.js'], [{ moduleName: './src/index.ts', request: './bootstrap' }]),
        chunk(['682.c.js', '682.c.css'], [{ moduleName: './src/index.ts', request: './bootstrap-first-page' }]),
        chunk(['871.d.js'], [{ moduleName: './src/bootstrap-first-page.tsx', request: './app/app' }]),
        chunk(['121.e.js'], [{ moduleName: 'provide shared module (default) react@19 = /n/react/index.js', request: '' }]),
        chunk(['89.f.js'], [{ moduleName: 'consume shared module (default) react-dom@^19 (strict) (fallback: /n/react-dom/index.js)', request: '' }]),
      ],
    };
    expect(signedInAssets(stats).firstPage).toEqual({ js: ['121.e.js', '682.c.js', '786.a.js'], css: ['682.c.css'] });
  });

  it('is empty without chunks', () => {
    expect(signedInAssets({})).toEqual({ routedApp: { js: [], css: [] }, firstPage: { js: [], css: [] } });
  });
});

describe('pageChunks', () => {
  it("lists each page chunk group's scripts and stylesheets, and no other group", () => {
    const stats = {
      namedChunkGroups: {
        'page-dashboard': { assets: [{ name: '269.a.js' }, { name: 'page-dashboard.b.js' }, { name: 'page-dashboard.b.css' }, { name: 'page-dashboard.b.js.map' }] },
        __federation_expose_routes: { assets: [{ name: '__federation_expose_routes.c.js' }] },
        mf_crm: { assets: ['remoteEntry.js'] },
      },
    };
    expect(pageChunks(stats)).toEqual({ 'page-dashboard': { js: ['269.a.js', 'page-dashboard.b.js'], css: ['page-dashboard.b.css'] } });
  });

  it('is empty without named groups', () => {
    expect(pageChunks({})).toEqual({});
  });
});

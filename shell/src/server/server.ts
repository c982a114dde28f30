// The shell's server bundle (rspack.base.js, `shell/dist/server/server.cjs`, ADR 0037, ADR 0044): what the API renders
// public pages with. It carries platform and design-system and hands them to each remote's server bundle, which the
// API loads with them (the federation's shared singletons of the page, on the server): one instance of their React
// contexts and stores in a server render.
import * as designSystem from '@motohaul/design-system';
import * as platform from '@motohaul/platform';

export const sharedModules = { '@motohaul/platform': platform, '@motohaul/design-system': designSystem };
export { provideServerRoutes, renderPage, serverRenderedPage } from './render-page';

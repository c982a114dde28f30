// The shell's server bundle (rspack.base.js, `shell/dist-server/server.js`, ADR 0037): what the API renders public
// pages with. It carries the platform the remotes' server bundles use (their shared singleton in a server render).
import * as platform from '@motohaul/platform';

export { platform };
export { provideServerRoutes, renderPage, serverRenderedPage } from './render-page';

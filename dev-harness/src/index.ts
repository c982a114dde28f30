export { StandaloneApp, renderStandalone, type StandaloneRoutes } from './standalone-app';

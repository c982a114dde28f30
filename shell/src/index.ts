// Async boundary: shared singletons are negotiated before any React code runs, in a task after this script's own
// (two shorter tasks, not one long one: ADR 0090). A visitor's page the server drew (markup in #root, ADR 0037) is
// hydrated without the data router, which loads when the visitor leaves it (ADR 0040). A signed-in user's page carries
// its first answers (ADR 0065): the routed app draws it, over the server's markup of it where there is one (ADR 0066).
import { SEEDED_QUERIES_ELEMENT_ID } from '@motohaul/contracts';

setTimeout(() => {
  const root = document.getElementById('root');
  if (root?.hasChildNodes() && !document.getElementById(SEEDED_QUERIES_ELEMENT_ID)) void import('./bootstrap-first-page');
  else void import('./bootstrap');
});

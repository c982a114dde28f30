// Async boundary: shared singletons are negotiated before any React code runs. A page the server drew (markup in
// #root, ADR 0037, ADR 0086) is hydrated without the data router, which loads when the reader leaves it (ADR 0040);
// any other page is drawn by the routed app. In a task after this script's own: two shorter tasks, not one long one
// (ADR 0090).
setTimeout(() => {
  const root = document.getElementById('root');
  if (root?.hasChildNodes()) void import('./bootstrap-first-page');
  else void import('./bootstrap');
});

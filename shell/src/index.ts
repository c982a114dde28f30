// Async boundary: shared singletons are negotiated before any React code runs. A page the server drew (markup in
// #root, ADR 0037) is hydrated without the data router, which loads when the visitor leaves it (ADR 0040).
if (document.getElementById('root')?.hasChildNodes()) import('./bootstrap-first-page');
else import('./bootstrap');

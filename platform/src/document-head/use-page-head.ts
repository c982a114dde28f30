import { useEffect } from 'react';
import type { SitePattern } from '@motohaul/contracts';
import { applyPageHeadOf } from './apply-page-head';

/**
 * The document head of the page of a route pattern (null: not found), from contracts' SITE_PAGES, set after render.
 * The shell sets it on every navigation; a remote page that also runs alone (dev-harness) can set its own.
 */
export function usePageHead(pattern: SitePattern | null) {
  useEffect(() => applyPageHeadOf(pattern), [pattern]);
}

import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotePageProps } from '@motohaul/contracts';
import { ensureRemotesRegistered } from './remotes-registry';

/** A page a remote exposes, e.g. 'mf_public/HomePage'. */
export type RemotePageId = `${'mf_public' | 'mf_quote' | 'mf_crm' | 'mf_admin'}/${string}Page`;

export type RemotePageComponent = ComponentType<RemotePageProps>;

/** Loads one exposed page module (after the remotes are registered) and checks it has a component. */
export async function loadRemotePage(id: RemotePageId): Promise<{ default: RemotePageComponent }> {
  await ensureRemotesRegistered();
  const module = await loadRemote<{ default?: unknown }>(id);
  if (!module || typeof module.default !== 'function') throw new Error(`${id} did not provide a page component`);
  return { default: module.default as RemotePageComponent };
}

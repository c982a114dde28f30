import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '@motohaul/contracts';
import { adminApi } from '../admin-session';

const AdminApiContext = createContext<ApiClient | null>(null);

/** Gives the panel's components the admin fetch client for this token (Authorization: Bearer). */
export function AdminApiProvider({ token, children }: { token: string; children: ReactNode }) {
  const client = useMemo(() => adminApi(token), [token]);
  return <AdminApiContext.Provider value={client}>{children}</AdminApiContext.Provider>;
}

export function useAdminApi(): ApiClient {
  const client = useContext(AdminApiContext);
  if (!client) throw new Error('useAdminApi needs an <AdminApiProvider>');
  return client;
}

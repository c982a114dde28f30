import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '@motohaul/contracts';
import { adminApi } from './admin-client';

const AdminApiContext = createContext<ApiClient | null>(null);

/** Gives the admin data hooks the admin fetch client for this token (Authorization: Bearer). */
export function AdminApiProvider({ token, children }: { token: string; children: ReactNode }) {
  const client = useMemo(() => adminApi(token), [token]);
  return <AdminApiContext.Provider value={client}>{children}</AdminApiContext.Provider>;
}

/** The admin client of the nearest AdminApiProvider; only the hooks of src/api use it. */
export function useAdminApi(): ApiClient {
  const client = useContext(AdminApiContext);
  if (!client) throw new Error('useAdminApi needs an <AdminApiProvider>');
  return client;
}

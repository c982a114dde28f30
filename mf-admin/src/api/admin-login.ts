import { API_PATHS, apiClient, type AdminLoginInput, type AdminLoginResponse } from '@motohaul/contracts';

/** POST /api/admin/login: the admin token and its expiry (no Bearer yet: the same-origin client). */
export const postAdminLogin = (input: AdminLoginInput) => apiClient.post<AdminLoginResponse>(API_PATHS.adminLogin, input);

/** POST /api/admin/logout: the server stops accepting this token (a copy of it stops working too). */
export const postAdminLogout = (token: string) => apiClient.post<unknown>(API_PATHS.adminLogout, {}, { headers: { Authorization: `Bearer ${token}` } });

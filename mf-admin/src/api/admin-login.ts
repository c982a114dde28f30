import { API_PATHS, apiClient, type AdminLoginInput, type AdminLoginResponse } from '@motohaul/contracts';

/** POST /api/admin/login: the admin token and its expiry (no Bearer yet: the same-origin client). */
export const postAdminLogin = (input: AdminLoginInput) => apiClient.post<AdminLoginResponse>(API_PATHS.adminLogin, input);

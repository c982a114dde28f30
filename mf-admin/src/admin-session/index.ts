export { AdminLoginForm } from './admin-login-form';
export { useAdminSession } from './use-admin-session';
export type { AdminSession } from './use-admin-session';
export { ADMIN_TOKEN_KEY } from './admin-token-store';

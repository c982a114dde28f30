import { ApiError } from '@motohaul/contracts';
import { toast } from '@motohaul/platform';
import { clearAdminToken, readAdminToken, writeAdminToken } from './admin-token-store';
import { postAdminLogin, postAdminLogout } from '../api/admin-login';

/**
 * Why a sign-in failed: refused credentials say the spec's 'Invalid username or password' (§8); the sign-in limit
 * (429, which refuses the right password too) says to wait, in the server's words; a failure to reach or answer
 * says the password was not checked.
 */
function loginFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (!(error instanceof ApiError) || error.status >= 500) return 'The sign-in could not be checked. Please try again.';
  return 'Invalid username or password';
}

/** POST /api/admin/login; keeps the token and says so, or says the sign-in failed (spec §8). */
export async function loginAdmin(username: string, password: string): Promise<boolean> {
  try {
    const answer = await postAdminLogin({ username, password });
    writeAdminToken(answer.token, answer.expiresAt);
  } catch (error) {
    toast({ title: 'Login Failed', description: loginFailure(error), variant: 'destructive' });
    return false;
  }
  toast({ title: 'Welcome!', description: 'Successfully logged in to admin dashboard', variant: 'success' });
  return true;
}

/**
 * Logout: the server is told to stop accepting the token, and the token is removed at once (spec §4) and the admin
 * told so. Should the server not be reached, the browser has forgotten the token all the same.
 */
export function logoutAdmin(): void {
  const token = readAdminToken();
  if (token) void postAdminLogout(token).catch(() => undefined);
  clearAdminToken();
  toast({ title: 'Logged Out', description: 'Successfully logged out from admin dashboard', variant: 'success' });
}

/** The token stopped working: drop it (only if it is still the current one) and ask for a new login. */
export function expireAdminSession(token: string | null = readAdminToken()): void {
  if (!token || readAdminToken() !== token) return;
  clearAdminToken();
  toast({ title: 'Session Expired', description: 'Please log in again to continue.', variant: 'destructive' });
}

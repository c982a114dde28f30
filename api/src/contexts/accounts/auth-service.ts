import type { CurrentUser, customerSignupSchema, loginSchema, providerSignupSchema, serviceAreaSchema } from '@motohaul/contracts';
import type { InferOutput } from 'valibot';
import type { AuthRepository, NewUser, UserRow } from './auth-repository';
import { AppError } from '../../http/app-error';
import { ACCOUNT_DEACTIVATED, INVALID_CREDENTIALS, type CredentialCheck } from './credentials';
import { teamOwnerInactive, type AuthenticatedUser } from './guards';
import { hashPassword } from './password';

type Parsed<S extends typeof loginSchema | typeof customerSignupSchema | typeof providerSignupSchema | typeof serviceAreaSchema> = InferOutput<S>;

/** The current user as GET /api/auth/me and every sign-in answer it (never the password hash). */
export function toCurrentUser(user: AuthenticatedUser | UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    teamOwnerId: user.teamOwnerId,
    companyName: user.companyName,
    phone: user.phone,
    serviceLocation: user.serviceLocation,
    serviceLatitude: user.serviceLatitude,
    serviceLongitude: user.serviceLongitude,
    serviceRadius: user.serviceRadius,
    isActive: user.isActive,
  };
}

/**
 * After a provider with an email signs up: the verification link is mailed (email-verification.ts, ADR 0030).
 * A failure there is logged, never the sign-up's failure: an admin can still approve the provider.
 */
export type ProviderCreated = (user: UserRow & { email: string }) => Promise<void>;

export function createAuthService(repository: AuthRepository, checkCredentials: CredentialCheck, onProviderCreated?: ProviderCreated) {
  const signup = async (input: Parsed<typeof customerSignupSchema>, extra: Partial<NewUser>) =>
    repository.insertUser({
      username: input.username,
      password: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      email: input.email === '' ? null : input.email,
      userType: 'customer',
      ...extra,
    });

  return {
    /** Any active account signs in here (customers, providers, team members, super admins); `ip` is the client's. */
    login: async (input: Parsed<typeof loginSchema>, ip: string | undefined) => {
      const user = await checkCredentials(input.username, input.password, ip, (candidate) => candidate.isActive || new AppError(403, ACCOUNT_DEACTIVATED));
      if (await teamOwnerInactive(repository, user)) throw new AppError(401, INVALID_CREDENTIALS);
      return user;
    },

    signupCustomer: (input: Parsed<typeof customerSignupSchema>) => signup(input, { userType: 'customer' }),

    /** A new provider is unverified: listed in the directory only after the emailed link or an admin's approval. */
    async signupProvider(input: Parsed<typeof providerSignupSchema>) {
      const user = await signup(input, {
        userType: 'provider',
        companyName: input.companyName,
        serviceAreas: input.serviceAreas ?? [],
        serviceLocation: input.serviceLocation ?? null,
        serviceLatitude: input.serviceLatitude ?? null,
        serviceLongitude: input.serviceLongitude ?? null,
        ...(input.serviceRadius === undefined ? {} : { serviceRadius: input.serviceRadius }),
      });
      const { email } = user;
      if (email && onProviderCreated) {
        await onProviderCreated({ ...user, email }).catch((error: unknown) => {
          console.error('Queueing the verification email failed:', error instanceof Error ? error.message : error);
        });
      }
      return user;
    },

    /** Logout ends every session of the user (all devices) and their admin tokens: the version moves on. */
    logout: (userId: number) => repository.bumpSessionVersion(userId),

    async updateServiceArea(userId: number, input: Parsed<typeof serviceAreaSchema>): Promise<UserRow | null> {
      return repository.updateUser(userId, {
        serviceLocation: input.serviceLocation,
        serviceLatitude: input.serviceLatitude,
        serviceLongitude: input.serviceLongitude,
        serviceRadius: input.serviceRadius,
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

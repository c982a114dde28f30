import * as v from 'valibot';
import { MIN_PASSWORD_LENGTH, SERVICE_RADII_KM } from '../constants/constants';
import { isInAustralia } from '../geo/australian-region';
import { emailOrEmpty, optionalText, phone, requiredText } from './fields';

/** A service location whose coordinates lie outside Australia (ADR 0050): the error on serviceLocation. */
export const SERVICE_AREA_OUTSIDE_AUSTRALIA = 'Please select a service location in Australia.';

/** Whether the service coordinates, when both are given, lie in Australia. */
const inAustralia = ({ serviceLatitude, serviceLongitude }: { serviceLatitude?: number; serviceLongitude?: number }) =>
  serviceLatitude === undefined || serviceLongitude === undefined || isInAustralia(serviceLatitude, serviceLongitude);

export const loginSchema = v.object({
  username: v.pipe(v.optional(v.string('Required'), ''), v.trim(), v.minLength(1, 'Username is required'), v.maxLength(100, 'Username is too long')),
  password: v.pipe(v.optional(v.string('Required'), ''), v.minLength(1, 'Password is required'), v.maxLength(200, 'Password is too long')),
});
export type LoginInput = v.InferInput<typeof loginSchema>;

export const adminLoginSchema = v.object({
  username: v.pipe(v.optional(v.string('Required'), ''), v.trim(), v.minLength(1, 'Username is required'), v.maxLength(100, 'Username is too long')),
  password: v.pipe(v.optional(v.string('Required'), ''), v.minLength(1, 'Password is required'), v.maxLength(200, 'Password is too long')),
});
export type AdminLoginInput = v.InferInput<typeof adminLoginSchema>;

const password = v.pipe(
  v.optional(v.string('Required'), ''),
  v.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  v.maxLength(200, 'Password is too long'),
);

const customerSignupEntries = {
  username: v.pipe(requiredText('Username is required'), v.maxLength(50, 'Username is too long')),
  password,
  firstName: v.pipe(requiredText('First name is required'), v.maxLength(80)),
  lastName: v.pipe(requiredText('Last name is required'), v.maxLength(80)),
  phone: phone('Phone number must be at least 10 digits'),
  email: emailOrEmpty('Please enter a valid email address'),
};

export const customerSignupSchema = v.object(customerSignupEntries);

export const providerSignupSchema = v.pipe(
  v.object({
    ...customerSignupEntries,
    /** A business may give its 1300 or 1800 line. */
    phone: phone('Phone number must be at least 10 digits', 'business'),
    companyName: v.pipe(requiredText('Company name is required'), v.maxLength(120)),
    serviceAreas: v.optional(v.array(v.pipe(v.string(), v.trim(), v.maxLength(100)))),
    serviceLocation: optionalText(300),
    serviceLatitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
    serviceLongitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
    serviceRadius: v.optional(v.picklist(SERVICE_RADII_KM, 'Choose a listed radius')),
  }),
  v.forward(v.partialCheck([['serviceLatitude'], ['serviceLongitude']], inAustralia, SERVICE_AREA_OUTSIDE_AUSTRALIA), ['serviceLocation']),
);
export type ProviderSignupInput = v.InferInput<typeof providerSignupSchema>;

export const forgotPasswordSchema = v.object({
  email: v.pipe(v.string('Please enter a valid email address'), v.trim(), v.email('Please enter a valid email address')),
});
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;

export const resetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(v.optional(v.string('Reset token is required'), ''), v.minLength(1, 'Reset token is required')),
    password: v.pipe(
      v.optional(v.string('Password must be at least 6 characters'), ''),
      v.minLength(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters'),
      v.maxLength(200, 'Password is too long'),
    ),
    confirmPassword: v.pipe(
      v.optional(v.string('Please confirm your password'), ''),
      v.minLength(MIN_PASSWORD_LENGTH, 'Please confirm your password'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      // Only compare once the confirmation itself is acceptable, so one message shows at a time.
      (input) => input.confirmPassword.length < MIN_PASSWORD_LENGTH || input.password === input.confirmPassword,
      "Passwords don't match",
    ),
    ['confirmPassword'],
  ),
);
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;

/** POST /api/auth/verify-email: the token of the link in the verification email (ADR 0030). */
export const verifyEmailSchema = v.object({
  token: v.pipe(v.optional(v.string('Verification token is required'), ''), v.minLength(1, 'Verification token is required'), v.maxLength(200)),
});
export type VerifyEmailInput = v.InferInput<typeof verifyEmailSchema>;

export const serviceAreaSchema = v.pipe(
  v.object({
    serviceLocation: v.pipe(
      v.optional(v.string('Please select a valid service location.'), ''),
      v.trim(),
      v.minLength(1, 'Please select a valid service location.'),
      v.maxLength(300),
    ),
    serviceLatitude: v.pipe(v.number('Please select a valid service location.'), v.minValue(-90), v.maxValue(90)),
    serviceLongitude: v.pipe(v.number('Please select a valid service location.'), v.minValue(-180), v.maxValue(180)),
    serviceRadius: v.picklist(SERVICE_RADII_KM, 'Choose a listed radius'),
  }),
  v.forward(v.partialCheck([['serviceLatitude'], ['serviceLongitude']], inAustralia, SERVICE_AREA_OUTSIDE_AUSTRALIA), ['serviceLocation']),
);
export type ServiceAreaInput = v.InferInput<typeof serviceAreaSchema>;

export const teamMemberSchema = v.object({
  firstName: v.pipe(requiredText('First name is required'), v.maxLength(80)),
  lastName: v.pipe(requiredText('Last name is required'), v.maxLength(80)),
  username: v.pipe(requiredText('Username is required'), v.maxLength(50)),
  email: v.pipe(v.string('Please enter a valid email address'), v.trim(), v.email('Please enter a valid email address')),
  password,
});
export type TeamMemberInput = v.InferInput<typeof teamMemberSchema>;

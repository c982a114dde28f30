// The one drizzle schema: every entity of spec §3.
export * from './users';
export * from './suburbs';
export * from './leads';
export * from './discount-codes';
export * from './lead-purchases';
export * from './password-reset-tokens';
export * from './bookings';
export * from './analytics-events';
export * from './admin-audit-log';
export * from './csp-violations';
export * from './outbox';
export * from './localities';
export * from './rate-limits';
export * from './email-verification-tokens';
export * from './idempotency-keys';
export * from './lead-claims';
export * from './provider-credits';

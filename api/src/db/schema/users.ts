import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, jsonb, pgTable, text, uniqueIndex, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_SERVICE_RADIUS_KM, type UserType } from '@motohaul/contracts';
import { createdAt, id, updatedAt } from './columns';

/** User (spec §3): riders, providers, team members and super admins. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email'),
    username: text('username').notNull(),
    /** argon2id hash, never the password itself. */
    password: text('password').notNull(),
    userType: text('user_type').$type<UserType>().notNull().default('customer'),
    teamOwnerId: integer('team_owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    companyName: text('company_name'),
    businessAddress: text('business_address'),
    licenseNumber: text('license_number'),
    serviceAreas: jsonb('service_areas').$type<string[]>().notNull().default([]),
    serviceLocation: text('service_location'),
    serviceLatitude: doublePrecision('service_latitude'),
    serviceLongitude: doublePrecision('service_longitude'),
    serviceRadius: integer('service_radius').notNull().default(DEFAULT_SERVICE_RADIUS_KM),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Bumped on logout-everywhere, password reset and role change: older session cookies stop working. */
    sessionVersion: integer('session_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_team_owner_idx').on(t.teamOwnerId),
    /** Providers whose service area may cover a point (GiST on geo_point, migration 0004; ADR 0012). */
    index('users_service_geo_idx')
      .using('gist', sql`geo_point(${t.serviceLatitude}, ${t.serviceLongitude})`)
      .where(sql.raw(`service_latitude is not null and service_longitude is not null`)),
    check('users_user_type_check', sql`${t.userType} in ('customer', 'provider', 'team_member', 'super_admin')`),
  ],
);

import { boolean, doublePrecision, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_SUBURB_STATE } from '@motohaul/contracts';
import { id, money } from './columns';

/** Suburb (spec §3): the built-in list behind address suggestions. */
export const suburbs = pgTable(
  'suburbs',
  {
    id: id(),
    name: text('name').notNull(),
    postcode: text('postcode').notNull(),
    council: text('council'),
    state: text('state').notNull().default(DEFAULT_SUBURB_STATE),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    openingHours: text('opening_hours'),
    priceFrom: money('price_from').notNull().default('49.00'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('suburbs_name_postcode_unique').on(t.name, t.postcode)],
);

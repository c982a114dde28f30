import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { suburbs } from './suburbs';

/** Booking (spec §3). */
export const bookings = pgTable('bookings', {
  id: id(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  vehicle: text('vehicle'),
  serviceType: text('service_type'),
  preferredDate: date('preferred_date', { mode: 'string' }),
  message: text('message'),
  suburbId: integer('suburb_id').references(() => suburbs.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

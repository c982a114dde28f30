import { integer, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column helpers shared by the tables of spec §3.

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A required reference to another table's row: deleted with that row. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/** Money: numeric(10,2), read back as a string such as '25.00'. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

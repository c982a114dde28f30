import { sql } from 'drizzle-orm';

// The product's days are Sydney calendar days (the date filters, the audit log, speed to contact): the SQL bounds of one.

/** The start of a Sydney calendar day ('2025-03-04') as a timestamp. */
export const sydneyDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Australia/Sydney'`;

/** The start of the Sydney day after it: a day range is [sydneyDayStart(from), sydneyDayEnd(to)). */
export const sydneyDayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'Australia/Sydney'`;

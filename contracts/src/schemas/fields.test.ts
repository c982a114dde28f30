import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validate } from '../validation/validate';
import { id, MAX_ID } from './fields';

describe('id', () => {
  const withId = (leadId: unknown) => validate(v.object({ leadId: id }), { leadId });

  it('when an id is a positive whole number a table can hold, then it is taken', () => {
    expect(withId(1).success).toBe(true);
    expect(withId(MAX_ID).success).toBe(true);
  });

  it.each([
    [0, 'Must be at least 1'],
    [1.5, 'Must be a whole number'],
    [MAX_ID + 1, `Must be at most ${MAX_ID}`],
    [1e20, `Must be at most ${MAX_ID}`],
    ['7', 'Must be a number'],
  ])('when an id is %j, then the field says %j (never a refusal by the database)', (leadId, message) => {
    const result = withId(leadId);
    expect(!result.success && result.fieldErrors).toEqual({ leadId: [message] });
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from '../schemas/auth';
import { VALIDATION_MESSAGE, validate } from './validate';

describe('validate', () => {
  it('when a required key is left out, then the field says what the form says, not the validator’s wording', () => {
    const result = validate(forgotPasswordSchema, {});
    expect(result).toEqual({ success: false, message: VALIDATION_MESSAGE, fieldErrors: { email: ['Please enter a valid email address'] } });
  });

  it('when a key is left out of an object checked as a whole, then its own message still shows and the check runs once it is there', () => {
    const schema = v.pipe(
      v.object({ from: v.string('From is required'), to: v.string('To is required') }),
      v.check((input) => input.from <= input.to, 'From comes first'),
    );
    expect(validate(schema, { from: 'a' })).toMatchObject({ success: false, fieldErrors: { to: ['To is required'] } });
    expect(validate(schema, { from: 'b', to: 'a' })).toMatchObject({ success: false, message: 'From comes first', fieldErrors: {} });
    expect(validate(schema, { from: 'a', to: 'b' })).toEqual({ success: true, output: { from: 'a', to: 'b' } });
  });
});

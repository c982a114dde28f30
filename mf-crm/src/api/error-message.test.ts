import { describe, expect, it } from 'vitest';
import { ApiError } from '@motohaul/contracts';
import { errorMessage, fieldReason } from './error-message';

describe('error messages', () => {
  it('when the API refused fields, then the reason for a toast is their messages, not "correct the highlighted fields"', () => {
    const refused = new ApiError(400, 'Please correct the highlighted fields.', { salesNotes: ['Notes are at most 5000 characters'] });
    expect(fieldReason(refused)).toBe('Notes are at most 5000 characters');
    expect(errorMessage(refused)).toBe('Please correct the highlighted fields.');
  });

  it('when the API sent no field messages, then its message is the reason', () => {
    expect(fieldReason(new ApiError(409, 'This lead has already been sold'))).toBe('This lead has already been sold');
    expect(fieldReason(new ApiError(400, 'Bad request', {}))).toBe('Bad request');
    expect(fieldReason(new Error('Network down'))).toBe('Network down');
  });
});

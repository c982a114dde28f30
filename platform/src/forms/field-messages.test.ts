import { describe, expect, it } from 'vitest';
import { firstMessages, withoutMessage } from './field-messages';

describe('firstMessages', () => {
  it('when a field has several messages, then only its first is kept, and unknown fields are dropped', () => {
    const messages = firstMessages({ username: ['Username is required', 'Too short'], other: ['x'] }, ['username', 'password']);
    expect(messages).toEqual({ username: 'Username is required' });
  });

  it('when there are no field errors, then there are no messages', () => {
    expect(firstMessages(undefined, ['username'])).toEqual({});
  });
});

describe('withoutMessage', () => {
  it('when the field has a message, then a copy without it is returned', () => {
    const before = { username: 'Username is required', password: 'Password is required' };
    expect(withoutMessage(before, 'username')).toEqual({ password: 'Password is required' });
    expect(before.username).toBe('Username is required');
  });

  it('when the field has no message, then the same object is returned', () => {
    const before = { password: 'Password is required' };
    expect(withoutMessage<'username' | 'password'>(before, 'username')).toBe(before);
  });
});

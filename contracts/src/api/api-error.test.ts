import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';

// Issue 27: a remote bundles its own copy of contracts while the platform's form hook comes from the shell's; an
// ApiError of one copy must still be an ApiError to the other, or a form shows no server message at all.
describe('ApiError across copies of contracts', () => {
  it('when an error comes from another copy of the module, then instanceof ApiError still holds, both ways', async () => {
    vi.resetModules();
    const other = await import('./api-error');
    expect(other.ApiError).not.toBe(ApiError);

    const fromOtherCopy = new other.ApiError(409, 'A discount code with this code already exists', { code: ['This code already exists'] });
    expect(fromOtherCopy instanceof ApiError).toBe(true);
    expect(new ApiError(400, 'Bad') instanceof other.ApiError).toBe(true);
    expect(fromOtherCopy).toBeInstanceOf(Error);
  });

  it('when a value is a plain Error or not an error, then it is not an ApiError', () => {
    expect(new Error('network') instanceof ApiError).toBe(false);
    expect(Object.assign(new Error('x'), { status: 400 }) instanceof ApiError).toBe(false);
    expect((null as unknown) instanceof ApiError).toBe(false);
    expect(('ApiError' as unknown) instanceof ApiError).toBe(false);
  });
});

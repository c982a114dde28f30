import { describe, expect, it, vi } from 'vitest';
import { createDomainEvents } from './domain-events';

const CHANGE = { adminUserId: 1, action: 'lead.edit', targetType: 'lead', targetId: 7, details: {} } as const;

describe('domain events', () => {
  it('delivers a payload to every reaction of its name only, until unsubscribed', () => {
    const events = createDomainEvents();
    const changed = vi.fn();
    const stop = events.on('admin.changed', changed);
    void events.emit('admin.changed', CHANGE);
    expect(changed).toHaveBeenCalledWith(CHANGE);
    stop();
    void events.emit('admin.changed', CHANGE);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('a reaction that throws is logged and does not stop the others or the emitter', () => {
    const events = createDomainEvents();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    events.on('admin.changed', () => {
      throw new Error('boom');
    });
    events.on('admin.changed', after);
    expect(() => events.emit('admin.changed', CHANGE)).not.toThrow();
    expect(after).toHaveBeenCalledWith(CHANGE);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('emit settles after the asynchronous reactions did, a rejected one logged', async () => {
    const events = createDomainEvents();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const written: (number | null)[] = [];
    events.on('admin.changed', async (change) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      written.push(change.targetId);
    });
    events.on('admin.changed', () => Promise.reject(new Error('audit down')));
    await events.emit('admin.changed', { adminUserId: 1, action: 'lead.edit', targetType: 'lead', targetId: 9, details: {} });
    expect(written).toEqual([9]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

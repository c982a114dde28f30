import { describe, expect, it, vi } from 'vitest';
import { createDomainEvents } from './domain-events';

describe('domain events', () => {
  it('delivers a payload to every reaction of its name only, until unsubscribed', () => {
    const events = createDomainEvents();
    const sold = vi.fn();
    const created = vi.fn();
    const stop = events.on('lead.sold', sold);
    events.on('mail.queued', created);
    events.emit('lead.sold', { leadId: 7 });
    expect(sold).toHaveBeenCalledWith({ leadId: 7 });
    expect(created).not.toHaveBeenCalled();
    stop();
    events.emit('lead.sold', { leadId: 8 });
    expect(sold).toHaveBeenCalledTimes(1);
  });

  it('a reaction that throws is logged and does not stop the others or the emitter', () => {
    const events = createDomainEvents();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    events.on('lead.sold', () => {
      throw new Error('boom');
    });
    events.on('lead.sold', after);
    expect(() => events.emit('lead.sold', { leadId: 1 })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ leadId: 1 });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('emit settles after the asynchronous reactions did, a rejected one logged', async () => {
    const events = createDomainEvents();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const written: number[] = [];
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

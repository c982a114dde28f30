import { EventEmitter } from 'node:events';

/**
 * The reactions one bounded context causes in another, by name and payload (ADR 0019). A context emits what
 * happened; app.ts (the one wiring site) and main.ts subscribe the other contexts' reactions. In-process only:
 * what other API processes must hear travels through PostgreSQL NOTIFY (notifications, ADR 0012).
 */
export interface DomainEventMap {
  /** A rider's quote became a new lead for sale (leads). */
  'lead.created': { leadId: number };
  /** A lead was bought (sales): it is for sale no more. */
  'lead.sold': { leadId: number };
  /** A mail was queued in the outbox and committed (accounts). */
  'mail.queued': Record<string, never>;
}

export type DomainEventName = keyof DomainEventMap;

export interface DomainEvents {
  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void;
  /** Subscribes a reaction; returns its unsubscribe function. A reaction that throws is logged, not rethrown. */
  on<K extends DomainEventName>(name: K, reaction: (payload: DomainEventMap[K]) => void): () => void;
}

export function createDomainEvents(): DomainEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    emit(name, payload) {
      emitter.emit(name, payload);
    },
    on(name, reaction) {
      const safe = (payload: DomainEventMap[typeof name]) => {
        try {
          reaction(payload);
        } catch (error) {
          // One context's failed reaction must not undo or fail the change that caused it.
          console.error(`A reaction to ${name} failed:`, error);
        }
      };
      emitter.on(name, safe);
      return () => emitter.off(name, safe);
    },
  };
}

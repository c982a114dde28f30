import { EventEmitter } from 'node:events';
import type { AdminAuditAction, AdminAuditEntry } from '@motohaul/contracts';
import type { Database, Transaction } from '../../db/database';
import type { AdminAuditDetails } from '../../db/schema';

/** What an admin changed, for the audit log (the admin context writes it on admin.changed, ADR 0042). */
export interface AdminChange {
  adminUserId: number;
  action: AdminAuditAction;
  targetType: AdminAuditEntry['targetType'];
  /** Null for a change of no one row (a setting). */
  targetId: number | null;
  details: AdminAuditDetails;
}

/**
 * The reactions one bounded context causes in another, by name and payload (ADR 0019). A context emits what
 * happened; app.ts (the one wiring site) and main.ts subscribe the other contexts' reactions. In-process only:
 * what other API processes must hear travels through PostgreSQL NOTIFY (notifications, ADR 0012).
 */
export interface DomainEventMap {
  /** A super admin changed a lead, a discount code, a claim or a provider (leads, sales, accounts), committed. */
  'admin.changed': AdminChange;
}

export type DomainEventName = keyof DomainEventMap;

export interface DomainEvents {
  /** Runs the reactions; settles when the asynchronous ones have (a caller may await them, e.g. the audit entry). */
  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<void>;
  /** Subscribes a reaction; returns its unsubscribe function. A reaction that throws or rejects is logged, not rethrown. */
  on<K extends DomainEventName>(name: K, reaction: (payload: DomainEventMap[K]) => void | Promise<void>): () => void;
}

export function createDomainEvents(): DomainEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    async emit(name, payload) {
      await Promise.all(emitter.listeners(name).map((reaction) => reaction(payload)));
    },
    on(name, reaction) {
      const safe = async (payload: DomainEventMap[typeof name]) => {
        try {
          await reaction(payload);
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

/** Runs `work` in one transaction, then announces the admin changes it noted (admin.changed: admin writes the audit entries). */
export async function auditedTransaction<T>(
  db: Database,
  events: DomainEvents,
  work: (tx: Transaction, note: (change: AdminChange) => void) => Promise<T>,
): Promise<T> {
  const changes: AdminChange[] = [];
  const result = await db.transaction((tx) => work(tx, (change) => changes.push(change)));
  for (const change of changes) await events.emit('admin.changed', change);
  return result;
}

import type { Database, DatabaseHandle } from '../../db/database';
import { createNotificationHub, type NotificationHub, type NotificationHubOptions } from './notification-hub';
import { createNotificationsRepository } from './notifications-repository';

export type { NotificationHub } from './notification-hub';

/** The live-alerts hub of one API process over its database (LISTEN/NOTIFY fan-out). */
export function createNotifications(
  database: { db: Database } & Pick<DatabaseHandle, 'listen' | 'notify'>,
  options?: NotificationHubOptions,
): NotificationHub {
  return createNotificationHub(createNotificationsRepository(database.db), database, options);
}

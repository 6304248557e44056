/**
 * The public entry of the notifications module (follow and notify, docs/notifications.md): what
 * other modules may use (ADR 0017). Modules before it in .dependency-cruiser.cjs may not import
 * it: they take a port (`watchPublished`, `notify`) that services.ts fills, or write the
 * `notifications.create` job by its name in their own transaction.
 */
export {
  NOTIFICATION_JOBS,
  type NotificationEvent,
  type NotificationsService,
} from './notifications.service.js';

import { isConnectionLoss } from '../db/client.js';

type Warn = (details: object, message: string) => void;

/**
 * A rejection nobody handled is a bug, and Node ends the process for it. One that only says the
 * database connection was lost (PostgreSQL died or restarts) belongs to a request or job that has
 * already failed, and the pool connects again by itself: the process (API or worker) logs it and
 * carries on, so readiness answers 503 until the database is back instead of the process dying
 * (ADR 0016). Reported on stderr until `logTo` names the app's log.
 */
export const surviveConnectionLoss = (): { logTo(warn: Warn): void } => {
  let warn: Warn = (details, message) => console.error(message, details);
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionLoss(reason)) throw reason;
    warn({ err: reason }, 'a database call failed with nobody waiting for it (connection lost)');
  });
  return {
    logTo: (next) => {
      warn = next;
    },
  };
};

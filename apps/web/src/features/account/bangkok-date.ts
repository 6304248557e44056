/** Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Today in Bangkok, where the store keeps its calendar, as `YYYY-MM-DD`. */
export const todayIso = (now: Date = new Date()): string =>
  new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

import type { AdminArea } from '../types';

/** This area's screens (issue 24): filled in by its work (docs/back-office.md). */
export const area: AdminArea = { resources: [] };

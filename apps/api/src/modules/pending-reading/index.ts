/**
 * The public entry of the pending-reading module (read while you pay, docs/reader.md): what other
 * modules may use (ADR 0017). Nothing yet: the composition root wires its service and routes.
 */
export {};

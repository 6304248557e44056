/**
 * The public entry of the preview module (a publisher member's preview of their title in the
 * store's reader, docs/reader.md "Preview"): what other modules may use (ADR 0017). Nothing yet.
 */
export {};

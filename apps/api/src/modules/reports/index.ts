/**
 * The public entry of the reports module: what other modules may use (ADR 0017). Reports read
 * other modules' tables and nothing depends on them.
 */
export {};

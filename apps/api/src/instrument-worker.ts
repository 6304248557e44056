import { startTracing } from './lib/tracing.js';

// worker.ts's first import: OpenTelemetry starts (when an endpoint is configured) before the app's
// modules are loaded (ADR 0023).
startTracing('nangsue-worker');

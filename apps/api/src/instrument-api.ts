import { startTracing } from './lib/tracing.js';

// server.ts's first import: OpenTelemetry starts (when an endpoint is configured) before node:http
// and Fastify are loaded, so that their instrumentations see them (ADR 0023).
startTracing('nangsue-api');

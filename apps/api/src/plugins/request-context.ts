import { DEFAULT_LOCALE, HEADERS, isLocale } from '@nangsue/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Works out who is calling and in which language, for every request (404s included):
 * 1. the request id is echoed in `X-Request-Id`;
 * 2. the locale comes from the `Language` header when it is th or en;
 * 3. `DeviceId` is looked up; a known device supplies the locale when no header did.
 * Routes with `config.requireDevice` refuse calls without a known device (400).
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('device', undefined);
  app.decorateRequest('deviceStatus', 'none');
  app.decorateRequest('requireDevice', function (this: FastifyRequest) {
    if (this.device) return this.device;
    throw new AppError('VALIDATION_FAILED', {
      message: this.deviceStatus === 'unknown' ? 'device.unknown' : 'device.required',
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
    const language = headerValue(request, HEADERS.language)?.trim().toLowerCase();
    if (isLocale(language)) request.locale = language;
  });
});

/**
 * A preParsing hook: it runs after the rate limiter's route-level onRequest hook, so a flood is
 * refused before it reaches the database, and before body parsing, so parse errors are translated.
 */
export const deviceLookupPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preParsing', async (request) => {
    const deviceId = headerValue(request, HEADERS.deviceId)?.trim();
    if (!deviceId) return;

    const device = await app.services.devices.findDevice(deviceId);
    if (!device) {
      request.deviceStatus = 'unknown';
      return;
    }
    request.device = device;
    request.deviceStatus = 'known';
    if (!isLocale(headerValue(request, HEADERS.language)?.trim().toLowerCase()))
      request.locale = device.language;
  });

  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.requireDevice) request.requireDevice();
  });
});

import type { JobQueue } from '../lib/jobs/job-queue.js';
import type { Locale } from '@nangsue/contracts';
import type { DatabaseHandle } from '../db/client.js';
import type { Env } from '../env.js';
import type { CatalogCache } from '../lib/catalog-cache.js';
import type { FileStorage } from '../lib/file-storage.js';
import type { Lifecycle } from '../lib/shutdown.js';
import type { Services } from '../services.js';
import type { Device } from '../modules/devices/device.service.js';
import type { AuthenticatedCustomer } from '../modules/accounts/session.service.js';
import type { StaffPrincipal } from '../modules/staff/staff-session.service.js';
import type { Permission } from '@nangsue/contracts/admin';
import type { PortalPermission } from '@nangsue/contracts/portal';
import type { PublisherPrincipal } from '../modules/portal/portal-session.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    services: Services;
    /** The shared cache of what every visitor sees, keyed by the catalog version. */
    cache: CatalogCache;
    jobs: JobQueue;
    storage: FileStorage;
    /** Draining once a stop began: /readyz answers 503 (lib/shutdown.ts). */
    lifecycle: Lifecycle;
  }

  interface FastifyRequest {
    /** Language of messages in the response: Language header, else the device's, else Thai. */
    locale: Locale;
    /** The device the DeviceId header names, when it is known. */
    device: Device | undefined;
    /** 'none' without a DeviceId header; 'unknown' when the header names no registered device. */
    deviceStatus: 'none' | 'unknown' | 'known';
    /** The known device, or a 400 telling the caller to call POST /appstart. */
    requireDevice(): Device;
    /** The signed-in customer, when the `Token` header names a live session. */
    customer: AuthenticatedCustomer | undefined;
    /** The raw `Token` header, when one was sent (valid or not). */
    sessionToken: string | undefined;
    /** The signed-in customer, or 401. */
    requireCustomer(): AuthenticatedCustomer;
    /** On back-office calls: the staff member the `StaffToken` header names (never a customer). */
    staff: StaffPrincipal | undefined;
    /** The signed-in staff member, or 401. */
    requireStaff(): StaffPrincipal;
    /** On portal calls: the publisher member the `PortalToken` header names (ADR 0019). */
    publisher: PublisherPrincipal | undefined;
    /** The signed-in publisher member, or 401; its organisation scopes every portal query. */
    requirePublisher(): PublisherPrincipal;
  }

  interface FastifyContextConfig {
    /** Refuse the call with 400 unless it carries the DeviceId of a registered device. */
    requireDevice?: boolean;
    /** Refuse the call with 401 unless the `Token` header names a live session. */
    requireCustomer?: boolean;
    /** A back-office call: `staff` answers 401 without a staff session (set by declaredAdminRoute). */
    adminAccess?: 'public' | 'staff';
    /** A back-office call's permission: 403 when the staff member's role does not hold it. */
    permission?: Permission;
    /** A portal call: `publisher` answers 401 without a portal session (declaredPortalRoute). */
    portalAccess?: 'public' | 'publisher';
    /** A portal call's permission: 403 when the member's role does not hold it. */
    portalPermission?: PortalPermission;
  }
}

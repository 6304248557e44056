import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';
import { orderIdOf } from './refunds.service.js';

const tags = ['admin: orders'];

/** Orders and refunds in the back office (docs/back-office.md, "Orders and refunds"). */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = () => app.services.ordersAdmin;
  const refunds = () => app.services.orderRefunds;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminOrderList, {
      tags,
      summary:
        'Orders, newest first: by number, customer e-mail, book, status, gateway and date (indexed, never counted)',
    }),
    handler: async (request) => ok(await orders().list(request.query, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminOrderGet, {
      tags,
      summary:
        'One order: lines, payments, gateway events, receipts, refunds, e-mails and its history',
    }),
    handler: async (request) => ok(await orders().details(request.params.id, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminOrderReceiptPdf, {
      tags,
      summary: 'A receipt, tax invoice or credit note of the order (PDF)',
    }),
    handler: async (request, reply) => {
      const { number, pdf } = await orders().receiptPdf(request.params.id, request.params.number);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminOrderRefund, {
      tags,
      summary:
        'Refund some lines or the whole order, to coins or the gateway (idempotent by ClientKey)',
    }),
    handler: async (request) => {
      const orderId = orderIdOf(request.params.id);
      if (orderId === null) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });
      const { refundId, replayed } = await refunds().refund({
        actor: staffActorOf(request),
        orderId,
        body: request.body,
      });
      return ok({
        RefundId: refundId,
        Replayed: replayed,
        Order: await orders().details(String(orderId), request.locale),
      });
    },
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminOrderResendReceipt, {
      tags,
      summary: 'E-mail the customer the order’s receipt again',
    }),
    handler: async (request) =>
      ok(
        await orders().resendReceipt(staffActorOf(request), request.params.id, request.body.Reason),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminOrderTaxInvoice, {
      tags,
      summary: 'Issue a full tax invoice afterwards (replaces the abbreviated one)',
    }),
    handler: async (request) =>
      ok(
        await orders().issueTaxInvoice(
          staffActorOf(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminOrderGiftResend, {
      tags,
      summary: 'Send an unclaimed gift’s code again (a new code replaces the old)',
    }),
    handler: async (request) =>
      ok(
        await orders().resendGift(staffActorOf(request), {
          id: request.params.id,
          lineId: request.params.lineId,
          recipientEmail: request.body.RecipientEmail,
          reason: request.body.Reason,
        }),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRefundList, {
      tags,
      summary:
        'Refunds: staff refunds and late money; NeedsAction lists those staff must make by hand',
    }),
    handler: async (request) => ok(await orders().refunds(request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRefundGet, { tags, summary: 'One refund' }),
    handler: async (request) => ok(await orders().refund(request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRefundComplete, {
      tags,
      summary: 'Mark a refund made by hand (2C2P’s portal, a bank transfer) as done',
    }),
    handler: async (request) => {
      const refundId = orderIdOf(request.params.id);
      if (refundId === null) throw new AppError('NOT_FOUND', { message: 'orders.refund.notFound' });
      return ok(
        await refunds().completeManual({
          actor: staffActorOf(request),
          refundId,
          reason: request.body.Reason,
          providerRef: request.body.ProviderRef,
        }),
      );
    },
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminLibraryGrant, {
      tags,
      summary: 'Put a book on a customer’s shelf, with a reason',
    }),
    handler: async (request) => ok(await orders().grantBook(staffActorOf(request), request.body)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminLibraryRevoke, {
      tags,
      summary:
        'Take a book off a customer’s shelf, with a reason (a bought one is refunded instead)',
    }),
    handler: async (request) => ok(await orders().revokeBook(staffActorOf(request), request.body)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReconciliation, {
      tags,
      summary: 'The nightly reconciliation run now: what does not add up, per check',
    }),
    handler: async (request) => ok(await orders().reconciliation(request.locale)),
  });
};

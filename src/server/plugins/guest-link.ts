import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '../../shared/messages.js';
import { clientAddress } from './security.js';
import { notFound } from '../lib/errors.js';
import { guestViewer } from '../lib/viewer.js';

/**
 * The onRequest hook of the routes under /api/guest/orders/{guestToken}: the token opens one order
 * (404 for a forged, malformed or revoked one) and the request acts as a guest who owns that order
 * and nothing else (issue 30).
 */
export function guestOfLink(app: FastifyInstance) {
  return async function openGuestLink(request: FastifyRequest) {
    const { guestToken } = request.params as { guestToken?: string };
    const order = guestToken && guestToken.length <= 200 ? await app.services.orders.openGuestLink(app.db, guestToken) : null;
    if (!order) throw notFound(apiMessages.guestLinkInvalid);
    const meta = { ip: clientAddress(request, app.config.TRUST_PROXY), requestId: request.id };
    request.viewer = guestViewer(order.customerEmail, order.id, meta);
  };
}

/** The order a guest link opened (after guestOfLink). */
export const linkedOrderId = (request: FastifyRequest): string => request.viewer!.guest!.orderId!;

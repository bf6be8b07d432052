import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { removePaymentMethod } from './payment-methods.service';

export function paymentMethodsRoutes(app: FastifyInstance): void {
  route(app, endpoints.deletePaymentMethod, async (request) => ({
    data: await removePaymentMethod(app.db, userOf(request).id, request.params.id),
  }));
}

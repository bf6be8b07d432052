import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { myListingMarket } from './market.service';

/** Issue 50: a listing against its market (decision 086). */
export async function marketRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.getPropertyMarket, async (request) => ({
    data: await myListingMarket(app.db, userOf(request).id, request.params.id),
  }));
}

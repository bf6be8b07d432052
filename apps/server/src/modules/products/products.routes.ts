import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { productsOf } from './products.service';

export async function productsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.getMyProducts, async (request) => ({
    data: await productsOf(app.db, userOf(request)),
  }));
}

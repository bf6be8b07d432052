import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { dashboardOf } from './dashboard.service';
import { productUsageOf } from './product-usage.service';

/** The dashboard (route `profile`) and the listings' Best Of / Colour usage (issue 4). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.getMyDashboard, async (request) => ({
    data: await dashboardOf(app.db, userOf(request)),
  }));
  route(app, endpoints.getMyPropertiesProducts, async (request) => ({
    data: await productUsageOf(app.db, userOf(request), request.body),
  }));
}

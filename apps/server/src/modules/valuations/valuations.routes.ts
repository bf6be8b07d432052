import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { listValuations, requestValuation, valuationOf } from './valuations.service';

/** Valuations of private users (issue 12, decision 025). */
export async function valuationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listMyValuations, async (request) =>
    listValuations(app.db, userOf(request), request.body),
  );
  route(app, endpoints.requestValuation, async (request) => ({
    data: await requestValuation(app.db, userOf(request), request.body, new Date()),
  }));
  route(app, endpoints.getMyValuation, async (request) => ({
    data: await valuationOf(app.db, userOf(request), request.params.id),
  }));
}

import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract';
import { lookupTypes, searchCities } from './lookups.service';

export async function lookupsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.getCities, async (request) =>
    searchCities(app.db, request.query, request.params.lang),
  );
  route(app, endpoints.getTypes, async (request) => ({ data: lookupTypes(request.params.lang) }));
}

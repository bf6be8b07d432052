import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../documents/xlsx';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { planStatisticsExport, writeStatisticsExport } from './statistics-export';
import {
  contactStatistics,
  facebookStatistics,
  listingStatistics,
  myProStatistics,
  myStatistics,
} from './statistics.service';

/** Statistics (issue 5): general, professional, per listing, contacts, Facebook, and the Excel export. */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.getMyStatistics, async (request) => ({
    data: await myStatistics(app.db, userOf(request), request.query),
  }));
  route(app, endpoints.getMyProStatistics, async (request) => ({
    data: await myProStatistics(app.db, userOf(request), request.query),
  }));
  route(app, endpoints.getAnnouncementStatistics, async (request) => ({
    data: await listingStatistics(app.db, userOf(request), request.params.id, {
      ...request.query,
      span: request.params.span,
    }),
  }));
  route(app, endpoints.getContactStatistics, async (request) => ({
    data: await contactStatistics(app.db, userOf(request)),
  }));
  route(app, endpoints.getFacebookStatistics, async (request) => ({
    data: await facebookStatistics(app.db, userOf(request)),
  }));
  route(app, endpoints.exportMyStatistics, async (request, reply) => {
    const { lang } = request.params;
    const plan = await planStatisticsExport(app.db, userOf(request), request.query, lang);
    return sendXlsx(reply, plan.fileName, (out) => writeStatisticsExport(plan, lang, out));
  });
}

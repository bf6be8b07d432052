import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../../plugins/auth';
import { route } from '../../../plugins/contract';
import { noteRequestEvent } from '../../auth/auth.service';
import { collectPersonalData, dumpFileName } from './personal-data.service';

export function personalDataRoutes(app: FastifyInstance): void {
  // Fastify adds Content-Length to the serialised body: the browser can show the download's progress.
  route(app, endpoints.exportPersonalData, async (request, reply) => {
    const now = new Date();
    const user = userOf(request);
    const dump = await collectPersonalData(app.db, user.id, now);
    await noteRequestEvent(request, user, 'data-exported');
    void reply
      .header('content-disposition', `attachment; filename="${dumpFileName(now)}"`)
      .header('cache-control', 'no-store');
    return dump;
  });
}

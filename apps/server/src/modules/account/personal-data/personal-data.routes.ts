import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../../plugins/auth';
import { route } from '../../../plugins/contract';
import { noteSecurityEvent } from '../../auth/auth.service';
import { collectPersonalData, dumpFileName } from './personal-data.service';

export function personalDataRoutes(app: FastifyInstance): void {
  // Fastify adds Content-Length to the serialised body: the browser can show the download's progress.
  route(app, endpoints.exportPersonalData, async (request, reply) => {
    const now = new Date();
    const user = userOf(request);
    const dump = await collectPersonalData(app.db, user.id, now);
    await noteSecurityEvent(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log },
      user,
      'data-exported',
      { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
    );
    void reply
      .header('content-disposition', `attachment; filename="${dumpFileName(now)}"`)
      .header('cache-control', 'no-store');
    return dump;
  });
}

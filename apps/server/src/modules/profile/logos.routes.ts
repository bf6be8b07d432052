import { endpoints, LOGO_MAX_BYTES, LogoTarget } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { parseUploadFields, readUpload, UploadedFile } from '../../plugins/multipart';
import { logoImage, logosOf, removeLogo, replaceLogo } from '../profile/logos.service';
import { sendImage } from '../../images/send-image';
import type { UploadDeps } from '../profile/stored-files';

/** The multipart form of uploadLogo: `target` and the file field `file`. */
const LogoForm = z.object({ target: LogoTarget, file: UploadedFile });

export function logosRoutes(app: FastifyInstance): void {
  const deps = (request: FastifyRequest): UploadDeps => ({
    db: app.db,
    storage: app.storage,
    log: request.log,
  });

  route(app, endpoints.uploadLogo, async (request) => {
    const user = userOf(request);
    const upload = await readUpload(request, { maxBytes: LOGO_MAX_BYTES });
    const form = parseUploadFields(LogoForm, { ...upload.fields, file: upload.file });
    await replaceLogo(deps(request), user.id, form.target, form.file);
    return { data: await logosOf(deps(request), user.id, request.params.lang) };
  });

  route(app, endpoints.deleteLogo, async (request) => {
    const user = userOf(request);
    await removeLogo(deps(request), user.id, request.params.target);
    return { data: await logosOf(deps(request), user.id, request.params.lang) };
  });

  route(app, endpoints.getLogo, async (request, reply) =>
    sendImage(request, reply, await logoImage(deps(request), userOf(request).id, request.params.target)),
  );
}

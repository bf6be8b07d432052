import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { galleryRoutes } from './gallery.routes';
import { logosRoutes } from './logos.routes';
import { extraContactsRoutes } from './extra-contacts.routes';
import { newslettersRoutes } from './newsletters.routes';
import { openingHoursRoutes } from './opening-hours.routes';
import { paymentMethodsRoutes } from './payment-methods.routes';
import { changeProDetails, changeUserInfo, profileOf } from './profile.service';
import { profileTag, writeProfile } from './profile-version';

/** The profile screen's API: personal and agency data, hours, contacts, uploads, payments, newsletters. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.getProfile, async (request, reply) => {
    const profile = await profileOf(app.db, userOf(request), request.params.lang);
    reply.header('etag', profileTag(profile));
    return { data: profile };
  });
  route(app, endpoints.updateUserInfo, async (request, reply) => ({
    data: await writeProfile(app.db, request, reply, (tx, user) =>
      changeUserInfo(tx, user, request.body, request.params.lang),
    ),
  }));
  route(app, endpoints.updateProDetails, async (request, reply) => ({
    data: await writeProfile(app.db, request, reply, (tx, user) =>
      changeProDetails(tx, user, request.body, request.params.lang),
    ),
  }));
  openingHoursRoutes(app);
  extraContactsRoutes(app);
  logosRoutes(app);
  galleryRoutes(app);
  paymentMethodsRoutes(app);
  newslettersRoutes(app);
}

import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { openingHours } from '../../db/schema';
import { route } from '../../plugins/contract';
import { addOpeningHours, changeOpeningHours, removeOpeningHours } from './opening-hours.service';
import { writeProfile, writeProfileRow } from './profile-version';

/** The opening hours form's writes, each conditional on the profile's version (decision 055). */
export function openingHoursRoutes(app: FastifyInstance): void {
  route(app, endpoints.createOpeningHours, async (request, reply) => ({
    data: await writeProfile(app.db, request, reply, (tx, user) =>
      addOpeningHours(tx, user.id, request.body),
    ),
  }));
  route(app, endpoints.updateOpeningHours, async (request, reply) => ({
    data: await writeProfileRow(app.db, request, reply, openingHours, (tx, userId, id) =>
      changeOpeningHours(tx, userId, id, request.body),
    ),
  }));
  route(app, endpoints.deleteOpeningHours, async (request, reply) => {
    await writeProfileRow(app.db, request, reply, openingHours, (tx, userId, id) =>
      removeOpeningHours(tx, userId, id),
    );
    return { data: { success: true } };
  });
}

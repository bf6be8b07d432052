import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { writeIfMatch } from '../../plugins/conditional-requests';
import { route } from '../../plugins/contract';
import {
  listBookmarks,
  mark,
  marksVersion,
  rate,
  removeBookmark,
  removeNote,
  saveListing,
  writeNote,
} from './bookmarks.service';

export async function bookmarksRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listMyBookmarks, (request) =>
    listBookmarks(app.db, userOf(request).id, request.query),
  );
  route(app, endpoints.createBookmark, async (request) => ({
    data: await saveListing(app.db, userOf(request).id, request.params.id),
  }));
  route(app, endpoints.rateBookmark, async (request) => ({
    data: await rate(app.db, userOf(request).id, request.params.id, request.body.rating),
  }));
  route(app, endpoints.saveBookmarkNote, async (request) => ({
    data: await writeNote(app.db, userOf(request).id, request.params.id, request.body.note),
  }));
  route(app, endpoints.deleteBookmarkNote, async (request) => ({
    data: await removeNote(app.db, userOf(request).id, request.params.id),
  }));
  route(app, endpoints.setBookmarkMarks, async (request, reply) => {
    const userId = userOf(request).id;
    const { id } = request.params;
    return {
      data: await writeIfMatch(app.db, request, reply, marksVersion(userId, id), (tx) =>
        mark(tx, userId, id, request.body),
      ),
    };
  });
  route(app, endpoints.deleteBookmark, async (request) => {
    await removeBookmark(app.db, userOf(request).id, request.params.id);
    return { data: { success: true } };
  });
}

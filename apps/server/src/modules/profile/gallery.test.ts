import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { GalleryImage, Profile } from '@app/contract';
import {
  endpoints,
  ERR,
  GALLERY_IMAGE_MAX_BYTES,
  GALLERY_MAX_IMAGES,
  GALLERY_MAX_SIZE_PX,
  MSG,
} from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { galleryImages, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { call } from '../../test/call';
import { multipartBody } from './test-helpers';
import { EXIF_SECRETS, jpegWithExif, listFiles, pngImage, TEXT_BYTES } from '../../test/images';

let t: TestApp;
let agency: string;
let notary: string;
let agencyId: number;
beforeAll(async () => {
  t = await createTestApp();
  agency = await t.login('agency@example.be');
  notary = await t.login('notary@example.be');
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'agency@example.be'));
  agencyId = row!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const cookie of [agency, notary]) {
    const profile = await call(t, cookie, endpoints.getProfile);
    for (const image of profile.json<{ data: Profile }>().data.pro!.gallery) {
      await call(t, cookie, endpoints.deleteGalleryImage, { params: { id: image.id } });
    }
  }
});

async function upload(data: Buffer, cookie = agency, filename = 'photo.png', type = 'image/png') {
  return call(
    t,
    cookie,
    endpoints.uploadGalleryImage,
    await multipartBody({ file: { data, filename, type } }),
  );
}
async function uploadMany(count: number, cookie = agency): Promise<GalleryImage[]> {
  const images: GalleryImage[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await upload(await pngImage(20 + index, 20), cookie);
    expect(response.statusCode).toBe(200);
    images.push(response.json<{ data: GalleryImage }>().data);
  }
  return images;
}
const rows = () =>
  t.db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.userId, agencyId))
    .orderBy(asc(galleryImages.position));

describe('POST my-profile/user/pro/images', () => {
  it('adds WebP images at the end, inside the gallery box; the first is the cover', async () => {
    const first = await upload(await pngImage(3000, 1000));
    expect(first.statusCode).toBe(200);
    const image = first.json<{ data: GalleryImage }>().data;
    expect(image).toMatchObject({ position: 0, width: GALLERY_MAX_SIZE_PX.width, height: 640 });
    expect(image.url).toBe(`/nl/api/core/my-profile/user/pro/images/${image.id}`);

    const second = await upload(await jpegWithExif(80, 40), agency, 'phone.jpg', 'image/jpeg');
    const photo = second.json<{ data: GalleryImage }>().data;
    expect(photo).toMatchObject({ position: 1, width: 40, height: 80 });

    const served = await t.app.inject({ url: photo.url, headers: { cookie: agency } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(served.headers.etag).toMatch(/^"[0-9a-f-]{36}"$/);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.exif]).toEqual(['webp', undefined]);
    expect(served.rawPayload.includes(Buffer.from(EXIF_SECRETS.make))).toBe(false);

    const profile = (await call(t, agency, endpoints.getProfile)).json<{ data: Profile }>().data;
    expect(profile.pro!.gallery.map((entry) => entry.id)).toEqual([image.id, photo.id]);
    expect((await listFiles(t.filesDir)).sort()).toEqual((await rows()).map((row) => row.storageKey).sort());
  });

  it('refuses a text file named .jpg (415) and stores nothing', async () => {
    const response = await upload(TEXT_BYTES, agency, 'holiday.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      messageKey: ERR.unsupportedMediaType,
    });
    expect(await listFiles(t.filesDir)).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('refuses a file over the limit (413 with our body) and stores nothing', async () => {
    const png = await pngImage(20, 20);
    const response = await upload(
      Buffer.concat([png, Buffer.alloc(GALLERY_IMAGE_MAX_BYTES + 1 - png.length)]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', messageKey: ERR.payloadTooLarge });
    expect(await listFiles(t.filesDir)).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('answers 400 fields.file without a file', async () => {
    const response = await call(t, agency, endpoints.uploadGalleryImage, await multipartBody({ note: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation',
      messageKey: MSG.invalid,
      fields: { file: MSG.required },
    });
  });

  it(`refuses image ${GALLERY_MAX_IMAGES + 1} (409 galleryFull) before processing it`, async () => {
    // Rows straight into the table: the limit is counted from the database, not from files.
    await t.db.insert(galleryImages).values(
      Array.from({ length: GALLERY_MAX_IMAGES }, (_, position) => ({
        userId: agencyId,
        storageKey: `users/${agencyId}/gallery/placeholder-${position}.webp`,
        width: 10,
        height: 10,
        position,
      })),
    );
    try {
      const response = await upload(TEXT_BYTES);
      // 409, not 415: the gallery is full whatever the file is.
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'gallery_full', messageKey: ERR.galleryFull });
      expect(await rows()).toHaveLength(GALLERY_MAX_IMAGES);
      expect(await listFiles(t.filesDir)).toEqual([]);
    } finally {
      await t.db.delete(galleryImages).where(eq(galleryImages.userId, agencyId));
    }
  });

  it('lets only one of two simultaneous uploads take the last place', async () => {
    await t.db.insert(galleryImages).values(
      Array.from({ length: GALLERY_MAX_IMAGES - 1 }, (_, position) => ({
        userId: agencyId,
        storageKey: `users/${agencyId}/gallery/placeholder-${position}.webp`,
        width: 10,
        height: 10,
        position,
      })),
    );
    try {
      const [one, two] = await Promise.all([upload(await pngImage(30, 30)), upload(await pngImage(40, 40))]);
      expect([one!.statusCode, two!.statusCode].sort()).toEqual([200, 409]);
      const stored = await rows();
      expect(stored).toHaveLength(GALLERY_MAX_IMAGES);
      expect(stored.map((row) => row.position)).toEqual([...Array(GALLERY_MAX_IMAGES).keys()]);
      // The loser's file was written before its row was refused, and removed again.
      expect(await listFiles(t.filesDir)).toEqual([stored.at(-1)!.storageKey]);
    } finally {
      await t.db.delete(galleryImages).where(eq(galleryImages.userId, agencyId));
      await rm(join(t.filesDir, 'users'), { recursive: true, force: true });
    }
  });

  it('refuses a private user (403 proOnly)', async () => {
    const response = await upload(await pngImage(20, 20), await t.login('private@example.be'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'pro_only', messageKey: ERR.proOnly });
  });
});

describe('PUT my-profile/user/pro/images/order', () => {
  it('sets the order; the first becomes the cover', async () => {
    const [a, b, c] = await uploadMany(3);
    const response = await call(t, agency, endpoints.reorderGallery, {
      body: { ids: [c!.id, a!.id, b!.id] },
    });
    expect(response.statusCode).toBe(200);
    const gallery = response.json<{ data: GalleryImage[] }>().data;
    expect(gallery.map((image) => [image.id, image.position])).toEqual([
      [c!.id, 0],
      [a!.id, 1],
      [b!.id, 2],
    ]);
  });

  it('refuses ids that are not exactly the gallery (409 galleryOrder) and changes nothing', async () => {
    const [a, b] = await uploadMany(2);
    const before = await rows();
    for (const ids of [[a!.id], [a!.id, b!.id, b!.id], [b!.id, b!.id], []]) {
      const response = await call(t, agency, endpoints.reorderGallery, { body: { ids } });
      expect(response.statusCode, JSON.stringify(ids)).toBe(409);
      expect(response.json()).toEqual({ error: 'gallery_order', messageKey: ERR.galleryOrder });
    }
    expect(await rows()).toEqual(before);
  });

  it("answers 404 to another agency's image id or one that does not exist, and changes nothing", async () => {
    const [a, b] = await uploadMany(2);
    const [foreign] = await uploadMany(1, notary);
    const before = await rows();
    for (const ids of [
      [b!.id, a!.id, foreign!.id],
      [b!.id, foreign!.id],
      [foreign!.id],
      [b!.id, a!.id, 999_999],
    ]) {
      const response = await call(t, agency, endpoints.reorderGallery, { body: { ids } });
      expect(response.statusCode, JSON.stringify(ids)).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    }
    expect(await rows()).toEqual(before);
    const theirs = await call(t, notary, endpoints.getProfile);
    expect(theirs.json<{ data: Profile }>().data.pro!.gallery.map((image) => image.position)).toEqual([0]);
  });
});

describe('GET and DELETE a gallery image', () => {
  it('deletes an image, removes its file and closes the gap', async () => {
    const [a, b, c] = await uploadMany(3);
    const response = await call(t, agency, endpoints.deleteGalleryImage, { params: { id: a!.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: GalleryImage[] }>().data.map((image) => [image.id, image.position])).toEqual(
      [
        [b!.id, 0],
        [c!.id, 1],
      ],
    );
    expect((await listFiles(t.filesDir)).sort()).toEqual((await rows()).map((row) => row.storageKey).sort());
  });

  it("answers 404 for another agency's image and leaves it alone", async () => {
    const [theirs] = await uploadMany(1, notary);
    const read = await call(t, agency, endpoints.getGalleryImage, { params: { id: theirs!.id } });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    const removed = await call(t, agency, endpoints.deleteGalleryImage, { params: { id: theirs!.id } });
    expect(removed.statusCode).toBe(404);
    const stillThere = await call(t, notary, endpoints.getGalleryImage, { params: { id: theirs!.id } });
    expect(stillThere.statusCode).toBe(200);
    for (const endpoint of [endpoints.getGalleryImage, endpoints.deleteGalleryImage]) {
      const absent = await call(t, agency, endpoint, { params: { id: 999_999 } });
      expect(absent.statusCode, endpoint.path).toBe(404);
      expect(absent.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
    }
  });
});

import type { Logos, Profile } from '@app/contract';
import { apiPrefix, endpoints, ERR, LOGO_MAX_BYTES, LOGO_MAX_SIZE_PX, MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logos, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { buildApp } from '../../app';
import { createTestApp, testConfig } from '../../test/app';
import type { FormValue } from './test-helpers';
import { call } from '../../test/call';
import { multipartBody } from './test-helpers';
import { EXIF_SECRETS, jpegWithExif, listFiles, PDF_BYTES, pngImage, TEXT_BYTES } from '../../test/images';

let t: TestApp;
let agency: string;
let agencyId: number;
beforeAll(async () => {
  t = await createTestApp();
  agency = await t.login('agency@example.be');
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'agency@example.be'));
  agencyId = row!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts without logos; files left by an earlier test go with their rows.
  for (const target of ['all', 'nl', 'fr', 'en'] as const) {
    await call(t, agency, endpoints.deleteLogo, { params: { target } });
  }
});

const file = (data: Buffer, filename = 'logo.png', type = 'image/png'): FormValue => ({
  data,
  filename,
  type,
});
async function upload(fields: Record<string, FormValue>, cookie = agency) {
  return call(t, cookie, endpoints.uploadLogo, await multipartBody(fields));
}
const logoRows = () => t.db.select().from(logos).where(eq(logos.userId, agencyId));

describe('POST my-profile/user/pro/logo', () => {
  it('stores a PNG as WebP inside the logo box and serves it back', async () => {
    const response = await upload({ target: 'all', file: file(await pngImage(1600, 400)) });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: Logos }>().data;
    expect(data.all).toMatch(/^\/nl\/api\/core\/my-profile\/user\/pro\/logo\/all\?v=\d+$/);
    expect([data.nl, data.fr, data.en]).toEqual([null, null, null]);

    const [row] = await logoRows();
    expect(row).toMatchObject({ target: 'all', width: LOGO_MAX_SIZE_PX.width, height: 200 });
    expect(await listFiles(t.filesDir)).toEqual([row!.storageKey]);
    expect(row!.storageKey).toMatch(new RegExp(`^users/${agencyId}/logos/[0-9a-f-]{36}\\.webp$`));

    const image = await t.app.inject({ url: data.all!, headers: { cookie: agency } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=86400');
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 800, 200]);

    const etag = String(image.headers.etag);
    const again = await t.app.inject({ url: data.all!, headers: { cookie: agency, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('stores a JPEG upright and without its EXIF or GPS data', async () => {
    const response = await upload({
      target: 'fr',
      file: file(await jpegWithExif(60, 30), 'photo.jpg', 'image/jpeg'),
    });
    expect(response.statusCode).toBe(200);
    const image = await t.app.inject({
      url: response.json<{ data: Logos }>().data.fr!,
      headers: { cookie: agency },
    });
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 30, 60]);
    expect(metadata.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from(EXIF_SECRETS.make))).toBe(false);
    expect(image.rawPayload.includes(Buffer.from(EXIF_SECRETS.datum))).toBe(false);
  });

  it('keeps one logo per language beside the one for all, and shows them in the profile', async () => {
    await upload({ target: 'all', file: file(await pngImage(40, 20)) });
    await upload({ target: 'nl', file: file(await pngImage(40, 20)) });
    const profile = await call(t, agency, endpoints.getProfile, { lang: 'fr' });
    const shown = profile.json<{ data: Profile }>().data.pro!.logos;
    expect(shown.all).toMatch(/^\/fr\/api\/core\/my-profile\/user\/pro\/logo\/all\?v=\d+$/);
    expect(shown.nl).toMatch(/^\/fr\/api\/core\/my-profile\/user\/pro\/logo\/nl\?v=\d+$/);
    expect([shown.fr, shown.en]).toEqual([null, null]);
    // The server does not substitute: the screen shows 'all' for a language without its own.
    const english = await call(t, agency, endpoints.getLogo, { params: { target: 'en' } });
    expect(english.statusCode).toBe(404);
  });

  it('replaces a logo: the old file is removed, the URL changes', async () => {
    const first = (await upload({ target: 'all', file: file(await pngImage(40, 20)) })).json<{
      data: Logos;
    }>();
    const [before] = await logoRows();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await upload({ target: 'all', file: file(await pngImage(50, 20)) })).json<{
      data: Logos;
    }>();
    const [after] = await logoRows();
    expect(after!.storageKey).not.toBe(before!.storageKey);
    expect(second.data.all).not.toBe(first.data.all);
    expect(await listFiles(t.filesDir)).toEqual([after!.storageKey]);
  });

  it('refuses a text file named .png (415) and stores nothing', async () => {
    const response = await upload({ target: 'all', file: file(TEXT_BYTES, 'logo.png', 'image/png') });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      messageKey: ERR.unsupportedMediaType,
    });
    expect(await listFiles(t.filesDir)).toEqual([]);
    expect(await logoRows()).toEqual([]);
  });

  it('refuses a PDF named .png (415) and stores nothing', async () => {
    const response = await upload({ target: 'nl', file: file(PDF_BYTES, 'logo.png', 'image/png') });
    expect(response.statusCode).toBe(415);
    expect(await listFiles(t.filesDir)).toEqual([]);
    expect(await logoRows()).toEqual([]);
  });

  it('refuses a broken image (415 imageUnreadable) and stores nothing', async () => {
    const png = await pngImage(300, 300);
    const response = await upload({ target: 'all', file: file(png.subarray(0, png.length / 2)) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'image_unreadable', messageKey: ERR.imageUnreadable });
    expect(await listFiles(t.filesDir)).toEqual([]);
  });

  it('cuts off a file over the limit with our 413 body and stores nothing', async () => {
    const png = await pngImage(20, 20);
    const oversized = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES + 1 - png.length)]);
    const response = await upload({ target: 'all', file: file(oversized) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', messageKey: ERR.payloadTooLarge });
    expect(await listFiles(t.filesDir)).toEqual([]);
    expect(await logoRows()).toEqual([]);
  });

  it('answers the 413 over a real connection too, while the client is still sending', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('target', 'all');
    form.append('file', new Blob([await pngImage(20, 20), Buffer.alloc(6 * LOGO_MAX_BYTES)]), 'logo.png');
    const response = await fetch(`${address}${apiPrefix('nl')}${endpoints.uploadLogo.path}`, {
      method: 'POST',
      body: form,
      headers: { cookie: agency, origin: address, ...t.csrfHeaders },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'payload_too_large', messageKey: ERR.payloadTooLarge });
    expect(await listFiles(t.filesDir)).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const png = await pngImage(20, 20);
    // Bytes after PNG's end chunk are ignored by decoders: a valid image of exactly LOGO_MAX_BYTES.
    const padded = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES - png.length)]);
    const response = await upload({ target: 'all', file: file(padded) });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 with fields.target when the target is missing or unknown, and fields.file without a file', async () => {
    const png = file(await pngImage(20, 20));
    const missing = await upload({ file: png });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'validation',
      messageKey: MSG.invalid,
      fields: { target: MSG.required },
    });
    const unknown = await upload({ target: 'de', file: png });
    expect(unknown.json<{ fields: Record<string, string> }>().fields).toEqual({ target: MSG.invalid });
    const noFile = await upload({ target: 'all' });
    expect(noFile.json<{ fields: Record<string, string> }>().fields).toEqual({ file: MSG.required });
    const emptyFile = await upload({ target: 'all', file: file(Buffer.alloc(0), '') });
    expect(emptyFile.json<{ fields: Record<string, string> }>().fields).toEqual({ file: MSG.required });
    expect(await listFiles(t.filesDir)).toEqual([]);
  });

  it('answers 415 to a request that is not multipart', async () => {
    const response = await call(t, agency, endpoints.uploadLogo, { body: { target: 'all' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      messageKey: ERR.unsupportedMediaType,
    });
  });

  it('refuses a private user (403 proOnly) before reading the upload', async () => {
    const response = await upload(
      { target: 'all', file: file(await pngImage(20, 20)) },
      await t.login('private@example.be'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'pro_only', messageKey: ERR.proOnly });
    expect(await listFiles(t.filesDir)).toEqual([]);
  });
});

describe('DELETE and GET my-profile/user/pro/logo/:target', () => {
  it('removes the logo and its file', async () => {
    await upload({ target: 'en', file: file(await pngImage(20, 20)) });
    const response = await call(t, agency, endpoints.deleteLogo, { params: { target: 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Logos }>().data.en).toBeNull();
    expect(await listFiles(t.filesDir)).toEqual([]);
    const again = await call(t, agency, endpoints.deleteLogo, { params: { target: 'en' } });
    expect(again.statusCode).toBe(404);
  });

  it("never serves another agency's logo", async () => {
    await upload({ target: 'all', file: file(await pngImage(20, 20)) });
    const notary = await t.login('notary@example.be');
    const response = await call(t, notary, endpoints.getLogo, { params: { target: 'all' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', messageKey: ERR.notFound });
  });
});

describe('FILE_STORAGE=database', () => {
  it('serves a logo uploaded through one instance from another on the same database', async () => {
    const first = await createTestApp({ config: { fileStorage: 'database' } });
    const second = await buildApp(testConfig({ fileStorage: 'database' }), { database: first.database });
    try {
      const cookie = await first.login('agency@example.be');
      const response = await call(
        first,
        cookie,
        endpoints.uploadLogo,
        await multipartBody({ target: 'all', file: file(await pngImage(400, 100)) }),
      );
      expect(response.statusCode).toBe(200);
      expect(await listFiles(first.filesDir)).toEqual([]);
      const image = await second.inject({
        url: response.json<{ data: Logos }>().data.all!,
        headers: { cookie },
      });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    } finally {
      await second.close();
      await first.close();
    }
  });
});

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Endpoint } from '@app/contract';
import { endpoints, ERR, GALLERY_IMAGE_MAX_BYTES, LOGO_MAX_BYTES, MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages, logos, users } from '../db/schema';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';
import { call } from '../test/call';
import { listFiles, pngImage } from '../test/images';

/** Every route that reads a multipart form, with the text fields its form needs besides the file. */
const UPLOADS: ReadonlyArray<{ name: keyof typeof endpoints; fields: Record<string, string>; max: number }> =
  [
    { name: 'uploadLogo', fields: { target: 'all' }, max: LOGO_MAX_BYTES },
    { name: 'uploadGalleryImage', fields: {}, max: GALLERY_IMAGE_MAX_BYTES },
  ];

const BOUNDARY = 'x-boundary-7MA4YWxkTrZu0gW';
const CRLF = '\r\n';

interface Part {
  /** Raw header lines of the part; a malformed one is sent as it is. */
  headers: string[];
  body: Buffer | string;
}
const field = (name: string, value: string): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  body: value,
});
const filePart = (data: Buffer, name = 'file'): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"; filename="logo.png"`, 'Content-Type: image/png'],
  body: data,
});

/** A multipart body written byte by byte, so that each test can break exactly one rule. */
function encode(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}${CRLF}${part.headers.join(CRLF)}${CRLF}${CRLF}`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--${CRLF}`));
  return Buffer.concat(chunks);
}
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

let t: TestApp;
let agency: string;
let agencyId: number;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  agency = await t.login('agency@example.be');
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'agency@example.be'));
  agencyId = row!.id;
  png = await pngImage(20, 20);
});
afterAll(() => t.close());

/** The routes whose handler calls readUpload, read from the route files: a new one must join UPLOADS. */
async function routesReadingUploads(): Promise<string[]> {
  const modules = join(import.meta.dirname, '..', 'modules');
  const names: string[] = [];
  for (const entry of await readdir(modules, { recursive: true })) {
    if (!entry.endsWith('.routes.ts')) continue;
    const source = await readFile(join(modules, entry), 'utf8');
    for (const handler of source.split(/route\(app, endpoints\./).slice(1)) {
      if (handler.includes('readUpload(')) names.push(handler.slice(0, handler.indexOf(',')));
    }
  }
  return names.sort();
}

describe.each(UPLOADS)('malformed multipart on $name', ({ name, fields, max }) => {
  const endpoint: Endpoint = endpoints[name];
  const formFields = Object.entries(fields).map(([key, value]) => field(key, value));
  const valid = () => encode([...formFields, filePart(png)]);
  const manyFields = (count: number) =>
    Array.from({ length: count }, (_, index) => field(`extra${index}`, 'x'));

  const cases: Array<{ label: string; payload: () => Buffer; type?: string; status: number; body: object }> =
    [
      {
        label: 'no boundary',
        payload: valid,
        type: 'multipart/form-data',
        status: 400,
        body: { error: 'upload_malformed', messageKey: ERR.uploadMalformed },
      },
      {
        label: 'an empty boundary',
        payload: valid,
        type: 'multipart/form-data; boundary=',
        status: 400,
        body: { error: 'upload_malformed', messageKey: ERR.uploadMalformed },
      },
      {
        label: 'a body truncated in the file',
        payload: () => valid().subarray(0, valid().length - png.length / 2),
        status: 400,
        body: { error: 'upload_malformed', messageKey: ERR.uploadMalformed },
      },
      {
        label: 'a body without its closing boundary',
        payload: () => valid().subarray(0, valid().length - `--${BOUNDARY}--${CRLF}`.length),
        status: 400,
        body: { error: 'upload_malformed', messageKey: ERR.uploadMalformed },
      },
      {
        // Busboy skips a part without a readable Content-Disposition: here the file's, so none came.
        label: 'a malformed part header',
        payload: () =>
          encode([
            ...formFields,
            { headers: ['Content-Disposition form-data; name="file"; filename="logo.png"'], body: png },
          ]),
        status: 400,
        body: { error: 'validation', messageKey: MSG.invalid, fields: { file: MSG.required } },
      },
      {
        label: 'a field named __proto__',
        payload: () => encode([field('__proto__', 'x'), ...formFields, filePart(png)]),
        status: 400,
        body: { error: 'upload_malformed', messageKey: ERR.uploadMalformed },
      },
      {
        label: 'a field declared as JSON',
        payload: () =>
          encode([
            {
              headers: ['Content-Disposition: form-data; name="target"', 'Content-Type: application/json'],
              body: '{"a":',
            },
            filePart(png),
          ]),
        status: 400,
        body: { error: 'upload_malformed', messageKey: ERR.uploadMalformed },
      },
      {
        label: 'too many parts',
        payload: () =>
          encode([...formFields, ...manyFields(5 - formFields.length), filePart(png), field('late', 'x')]),
        status: 413,
        body: { error: 'upload_limit', messageKey: ERR.uploadLimit },
      },
      {
        label: 'too many fields',
        payload: () => encode([...formFields, ...manyFields(6), filePart(png)]),
        status: 413,
        body: { error: 'upload_limit', messageKey: ERR.uploadLimit },
      },
      {
        label: 'two files',
        payload: () => encode([...formFields, filePart(png), filePart(png, 'other')]),
        status: 413,
        body: { error: 'upload_limit', messageKey: ERR.uploadLimit },
      },
      {
        label: 'a field value over fieldSize',
        payload: () => encode([...formFields, field('note', 'x'.repeat(1025)), filePart(png)]),
        status: 413,
        body: { error: 'upload_limit', messageKey: ERR.uploadLimit },
      },
      {
        label: 'a field name over fieldNameSize',
        payload: () => encode([...formFields, field('n'.repeat(101), 'x'), filePart(png)]),
        status: 413,
        body: { error: 'upload_limit', messageKey: ERR.uploadLimit },
      },
      {
        label: 'a file field name over fieldNameSize',
        payload: () => encode([...formFields, filePart(png, 'f'.repeat(101))]),
        status: 413,
        body: { error: 'upload_limit', messageKey: ERR.uploadLimit },
      },
      {
        label: 'a file over the limit',
        payload: () =>
          encode([...formFields, filePart(Buffer.concat([png, Buffer.alloc(max + 1 - png.length)]))]),
        status: 413,
        body: { error: 'payload_too_large', messageKey: ERR.payloadTooLarge },
      },
      {
        label: 'a text field holding a control character',
        payload: () => encode([...formFields, field('note', 'a\u0001b'), filePart(png)]),
        status: 400,
        body: { error: 'validation', messageKey: MSG.invalid, fields: { note: MSG.invalid } },
      },
      {
        label: 'a body that is not multipart',
        payload: () => Buffer.from('target=all'),
        type: 'text/plain',
        status: 415,
        body: { error: 'unsupported_media_type', messageKey: ERR.unsupportedMediaType },
      },
      {
        label: 'a content type no parser takes',
        payload: valid,
        type: 'application/octet-stream',
        status: 415,
        body: { error: 'unsupported_media_type', messageKey: ERR.unsupportedMediaType },
      },
    ];

  it('answers each with 400, 413 or 415 and our body, and stores nothing', async () => {
    const responses = await Promise.all(
      cases.map((entry) =>
        call(t, agency, endpoint, {
          payload: entry.payload(),
          headers: { 'content-type': entry.type ?? MULTIPART },
        }),
      ),
    );
    expect(
      responses.map((response) => ({ status: response.statusCode, body: response.json<object>() })),
    ).toEqual(cases.map(({ status, body }) => ({ status, body })));
    expect(await t.db.select().from(logos).where(eq(logos.userId, agencyId))).toEqual([]);
    expect(await t.db.select().from(galleryImages).where(eq(galleryImages.userId, agencyId))).toEqual([]);
    expect(await listFiles(t.filesDir)).toEqual([]);
  });
});

it('covers every route that reads an upload', async () => {
  expect(await routesReadingUploads()).toEqual(UPLOADS.map((upload) => upload.name).sort());
});

it('still takes a well-formed upload written the same way', async () => {
  // The encoder above is right: the failures come from what each case breaks.
  const response = await call(t, agency, endpoints.uploadGalleryImage, {
    payload: encode([filePart(png)]),
    headers: { 'content-type': MULTIPART },
  });
  expect(response.statusCode).toBe(200);
  await call(t, agency, endpoints.deleteGalleryImage, {
    params: { id: response.json<{ data: { id: number } }>().data.id },
  });
});

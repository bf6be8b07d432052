import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ERR, EXTRA_CONTACTS_MAX, GALLERY_MAX_IMAGES } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import type { Agency } from '../../test/burst';
import {
  BURST,
  burst,
  countRows,
  newAgencies,
  refusalKeys,
  REPEATED,
  ROUNDS,
  statusCounts,
} from '../../test/burst';
import { listFiles, pngImage } from '../../test/images';
import { multipartBody } from './test-helpers';

/*
 * The agency profile's limits under bursts of parallel requests (issue 45, decision 053): the gallery
 * holds GALLERY_MAX_IMAGES, the extra contacts EXTRA_CONTACTS_MAX, the opening hours one entry a weekday.
 */

let t: TestApp;
let agencies: Agency[];
/** Places left open before each burst: fewer than the burst, more than one. */
const FREE = 3;

beforeAll(async () => {
  t = await createTestApp();
  agencies = await newAgencies(t, 3, 'profile');
});
afterAll(() => t.close());

const send = (agency: Agency, path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/nl/api/core/my-profile/user/pro/${path}`,
    headers: { ...t.csrfHeaders, ...headers, cookie: agency.cookie },
    payload,
  });

describe(`the gallery holds ${GALLERY_MAX_IMAGES} images`, () => {
  it(`accepts ${FREE} of ${BURST} uploads at once with ${FREE} places left, ${REPEATED}`, async () => {
    const agency = agencies[0]!;
    const images = () =>
      countRows(t, sql`select count(*)::int as n from gallery_images where user_id = ${agency.id}`);
    // The places taken before the burst: rows only, their files are not read.
    await t.db.execute(sql`insert into gallery_images (user_id, storage_key, width, height, position)
      select ${agency.id}, 'users/filled-' || n, 20, 20, n - 1 from generate_series(1, ${GALLERY_MAX_IMAGES - FREE}::int) n`);
    const { payload, headers } = await multipartBody({
      file: { data: await pngImage(24, 24), filename: 'photo.png', type: 'image/png' },
    });
    for (let round = 0; round < ROUNDS; round += 1) {
      const responses = await burst(BURST, () =>
        t.app.inject({
          method: 'POST',
          url: '/nl/api/core/my-profile/user/pro/images',
          headers: { ...t.csrfHeaders, ...headers, cookie: agency.cookie },
          payload,
        }),
      );
      expect(statusCounts(responses)).toEqual({ 200: FREE, 409: BURST - FREE });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.galleryFull]));
      expect(await images()).toBe(GALLERY_MAX_IMAGES);
      const PositionRow = z.object({ position: z.number() });
      const positions = await queryRows(
        t.db,
        PositionRow,
        sql`select position from gallery_images where user_id = ${agency.id} order by position`,
      );
      expect(positions.map((row) => row.position)).toEqual([...Array(GALLERY_MAX_IMAGES).keys()]);
      // The refused uploads' files were removed again: only the accepted ones are on disk.
      expect(await listFiles(t.filesDir)).toHaveLength(FREE);
      await t.db.execute(
        sql`delete from gallery_images where user_id = ${agency.id} and storage_key not like 'users/filled-%'`,
      );
      await rm(join(t.filesDir, 'users'), { recursive: true, force: true });
    }
  });
});

describe(`an agency has at most ${EXTRA_CONTACTS_MAX} extra contacts`, () => {
  it(`accepts ${FREE} of ${BURST} new contacts at once with ${FREE} places left, ${REPEATED}`, async () => {
    const agency = agencies[1]!;
    const contacts = () =>
      countRows(t, sql`select count(*)::int as n from extra_contacts where user_id = ${agency.id}`);
    for (let round = 0; round < ROUNDS; round += 1) {
      await t.db.execute(sql`delete from extra_contacts where user_id = ${agency.id}`);
      await t.db.execute(sql`insert into extra_contacts (user_id, first_name, last_name)
        select ${agency.id}, 'Filled', 'Contact ' || n from generate_series(1, ${EXTRA_CONTACTS_MAX - FREE}::int) n`);
      const responses = await burst(BURST, (i) =>
        send(agency, 'contact', {
          firstName: 'Burst',
          lastName: `Contact ${i}`,
          jobTitle: null,
          email: null,
          phone: null,
          mobile: null,
        }),
      );
      expect(statusCounts(responses)).toEqual({ 200: FREE, 409: BURST - FREE });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.conflict]));
      expect(await contacts()).toBe(EXTRA_CONTACTS_MAX);
    }
  });
});

describe('opening hours: one entry per weekday', () => {
  const hours = (weekday: number) => ({
    weekday,
    morningFrom: '09:00',
    morningTo: '12:00',
    afternoonFrom: null,
    afternoonTo: null,
    byAppointment: 'no',
  });

  it(`accepts 1 of ${BURST} entries for the same weekday at once, ${REPEATED}`, async () => {
    const agency = agencies[2]!;
    for (let round = 0; round < ROUNDS; round += 1) {
      await t.db.execute(sql`delete from opening_hours where user_id = ${agency.id}`);
      const weekday = round + 1;
      // Any version of the opening hours (decision 055): the weekday's uniqueness is what is tested.
      const responses = await burst(BURST, () =>
        send(agency, 'openinghours', hours(weekday), { 'if-match': '*' }),
      );
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.weekdayTaken]));
      expect(
        await countRows(t, sql`select count(*)::int as n from opening_hours where user_id = ${agency.id}`),
      ).toBe(1);
    }
  });
});

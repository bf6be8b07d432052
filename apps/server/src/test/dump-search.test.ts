import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { copyOfTemplate } from './app';
import { findInDump } from './dump-search';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await copyOfTemplate(false);
  await database.db
    .insert(mailOutbox)
    .values({ to: 'o.brien@example.be', subject: 'Prijs (€ 1.250+btw) voor Élodie', text: 't', html: 'h' });
});
afterAll(() => database.close());

describe('findInDump', () => {
  it('finds each value as plain text, whatever its case, and nothing that only matches as a pattern', async () => {
    const found = await findInDump(database.db, [
      'O.Brien@Example.BE',
      '(€ 1.250+BTW)',
      'élodie',
      'o.brien@example.b.',
      '1x250',
      'nowhere at all',
    ]);
    expect(Object.fromEntries(found)).toEqual({
      'O.Brien@Example.BE': ['public.mail_outbox'],
      '(€ 1.250+BTW)': ['public.mail_outbox'],
      élodie: ['public.mail_outbox'],
      'o.brien@example.b.': [],
      '1x250': [],
      'nowhere at all': [],
    });
  });
});

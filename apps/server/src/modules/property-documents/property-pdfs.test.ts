import { formatMoney } from '@app/i18n';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '../../db/schema';
import type { ReadPdf } from '../../documents/read-pdf';
import { readPdf } from '../../documents/read-pdf';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { replaceLogo } from '../profile/profile.service';
import { pngImage } from '../../test/images';

type ListingRow = typeof listings.$inferSelect;

let t: TestApp;
const cookies: Record<string, string> = {};

const userId = async (email: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
};
const listedRows = async (email: string): Promise<ListingRow[]> =>
  t.db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, await userId(email)), notInArray(listings.statusId, [3, 5])));

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['agency@example.be', 'private@example.be']) cookies[email] = await t.login(email);
});
afterAll(() => t.close());

type Kind = 'poster' | 'folder';
const fetchPdf = (kind: Kind, id: number, lang = 'nl', email = 'agency@example.be') =>
  t.app.inject({
    url: `/${lang}/api/core/my-properties/${id}/${kind}`,
    headers: { cookie: cookies[email]! },
  });

async function pdfOf(kind: Kind, id: number, lang = 'nl', email = 'agency@example.be'): Promise<ReadPdf> {
  const response = await fetchPdf(kind, id, lang, email);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return readPdf(response.rawPayload);
}

/** The money as the PDF text reads it (its no-break space as a plain space). */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

const saleListing = async () =>
  (await listedRows('agency@example.be')).find(
    (row) =>
      row.statusId === 1 &&
      row.transactionType === 'sale' &&
      row.priceCents !== null &&
      row.livableSurface !== null &&
      row.bedrooms !== null &&
      row.url !== null,
  )!;

describe('GET my-properties/:id/poster', () => {
  it('is one A4 page with the transaction, price, key figures, code, URL and agency block', async () => {
    const listing = await saleListing();
    const response = await fetchPdf('poster', listing.id);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="affiche-${listing.vlancode}.pdf"`,
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.sizes).toEqual([[595, 842]]);
    expect(pdf.text).toContain('Te koop');
    expect(pdf.text).toContain(money(listing.priceCents! / 100));
    expect(pdf.text).toContain(listing.vlancode);
    expect(pdf.text).toContain(listing.url);
    expect(pdf.text).toContain(`${listing.livableSurface} m² bewoonbaar`);
    expect(pdf.text).toContain(`${listing.bedrooms} slaapkamer`);
    expect(pdf.text).toContain(listing.city);
    // The agency block: company, address, phone, the buyers' e-mail address.
    for (const part of ['Immo Demo', 'Veldstraat 52', '9000 Gent', '+32 9 223 45 67', 'kopers@immodemo.be']) {
      expect(pdf.text).toContain(part);
    }
    expect(pdf.imageCount).toBe(0);
  });

  it('renders €, accents and the label of each language', async () => {
    const listing = await saleListing();
    const fr = await pdfOf('poster', listing.id, 'fr');
    expect(fr.text).toContain('À vendre');
    expect(fr.text).toContain(`€ ${money(listing.priceCents! / 100).replace('€ ', '')}`);
    expect(fr.text).toContain('m² habitables');
    const en = await pdfOf('poster', listing.id, 'en');
    expect(en.text).toContain('For sale');
  });

  it('says per month for a rent, price on request without a price, and the box as "bus"', async () => {
    const listed = await listedRows('agency@example.be');
    const rent = listed.find((row) => row.transactionType === 'rent' && row.priceCents !== null)!;
    await t.db.update(listings).set({ box: '11' }).where(eq(listings.id, rent.id));
    const rentPdf = await pdfOf('poster', rent.id);
    expect(rentPdf.text).toContain('Te huur');
    expect(rentPdf.text).toContain(`${money(rent.priceCents! / 100)} per maand`);
    expect(rentPdf.text).toContain('bus 11');

    const onRequest = listed.find((row) => row.priceCents === null)!;
    expect((await pdfOf('poster', onRequest.id)).text).toContain('Prijs op aanvraag');
    expect((await pdfOf('poster', onRequest.id, 'fr')).text).toContain('Prix sur demande');
  });

  it('shows a sold listing as sold under its transaction line', async () => {
    const sold = (await listedRows('agency@example.be')).find(
      (row) => row.statusId === 6 && row.transactionType === 'sale',
    )!;
    const pdf = await pdfOf('poster', sold.id);
    expect(pdf.text).toContain('Te koop');
    expect(pdf.text).toContain('Verkocht');
  });

  it('prints what users type as it is, letters beyond Western Europe included', async () => {
    const listing = await saleListing();
    const street = 'Łódź, Gödöllő, € 1.250';
    await t.db.update(listings).set({ street }).where(eq(listings.id, listing.id));
    const pdf = await pdfOf('poster', listing.id);
    expect(pdf.text).toContain(street);
  });

  it("carries the agency's logo when one is stored (WebP converted for the PDF)", async () => {
    const listing = await saleListing();
    await replaceLogo(
      { db: t.db, storage: t.app.storage, log: t.app.log },
      await userId('agency@example.be'),
      'all',
      await pngImage(300, 100),
    );
    expect((await pdfOf('poster', listing.id)).imageCount).toBe(1);
    expect((await pdfOf('folder', listing.id, 'en')).imageCount).toBe(1);
  });

  it("a private seller's poster names the person and leaves their home address out", async () => {
    const [listing] = await listedRows('private@example.be');
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'private@example.be'));
    const pdf = await pdfOf('poster', listing!.id, 'nl', 'private@example.be');
    expect(pdf.text).toContain(listing!.vlancode);
    expect(pdf.text).toContain([owner!.firstName, owner!.lastName].filter(Boolean).join(' '));
    expect(pdf.text).toContain('private@example.be');
    if (owner!.street) expect(pdf.text).not.toContain(owner!.street);
  });
});

describe('GET my-properties/:id/folder', () => {
  it('is two A4 pages: descriptions in the reader’s language first, then every field', async () => {
    const listing = (await listedRows('agency@example.be')).find(
      (row) =>
        row.statusId === 1 &&
        row.transactionType === 'sale' &&
        row.priceCents !== null &&
        row.description.nl !== null &&
        row.description.fr !== null,
    )!;
    const response = await fetchPdf('folder', listing.id, 'fr');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="brochure-${listing.vlancode}.pdf"`,
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toHaveLength(2);
    const [first, second] = pdf.pages as [string, string];
    expect(first).toContain('À vendre');
    expect(first).toContain(money(listing.priceCents! / 100));
    expect(first).toContain('Description');
    const french = first.indexOf('Français');
    const dutch = first.indexOf('Néerlandais');
    expect(french).toBeGreaterThan(-1);
    expect(dutch).toBeGreaterThan(french);
    // The first words of each description (pdfjs splits lines, so only a start is compared).
    expect(first).toContain(listing.description.fr!.split(' ').slice(0, 3).join(' '));

    expect(second).toContain('Toutes les données');
    for (const label of ['Code', 'Votre référence', 'Statut', 'Type de bien', 'Prix', 'Vues détaillées']) {
      expect(second).toContain(label);
    }
    expect(second).toContain(listing.vlancode);
    expect(second).toContain('Publié');
    expect(second).toContain('Immo Demo');
  });
});

describe('ownership', () => {
  it("answers 404 for someone else's listing, a draft, a deleted listing or an unknown id", async () => {
    const agencyId = await userId('agency@example.be');
    const [foreign] = await t.db.select().from(listings).where(ne(listings.userId, agencyId)).limit(1);
    const own = await t.db.select().from(listings).where(eq(listings.userId, agencyId));
    const draft = own.find((row) => row.statusId === 3)!;
    const deleted = own.find((row) => row.statusId === 5)!;
    expect([foreign, draft, deleted].every(Boolean)).toBe(true);
    for (const kind of ['poster', 'folder'] as const) {
      for (const id of [foreign!.id, draft.id, deleted.id, 999_999]) {
        const response = await fetchPdf(kind, id);
        expect(response.statusCode, `${kind} ${id}`).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', messageKey: 'errors:notFound' });
      }
    }
    const anonymous = await t.app.inject({ url: `/nl/api/core/my-properties/${own[0]!.id}/poster` });
    expect(anonymous.statusCode).toBe(401);
  });
});

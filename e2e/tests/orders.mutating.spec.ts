import type { Language, Order } from '@app/contract';
import { LANGUAGES, routePath } from '@app/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { csrfHeaders, expectAccessibleOnce, loginAt, openApp } from './support';

test.describe.configure({ mode: 'serial' });

/** What the screens say in each language (the orders, properties, validation and common catalogs). */
const TEXT: Record<
  Language,
  {
    actions: RegExp;
    orders: string;
    prolong: string;
    prolongTitle: (vlancode: string) => string;
    receipt: string;
    requestInvoice: string;
    submitInvoice: string;
    downloadInvoice: string;
    vatNumber: RegExp;
    noVat: string;
    required: string;
    invoiceCreated: RegExp;
    terms: RegExp;
    order: string;
    thanks: string;
    close: string;
  }
> = {
  nl: {
    actions: /^Acties\b/,
    orders: 'Bestellingen en facturen',
    prolong: 'Verlengen',
    prolongTitle: (vlancode) => `Zoekertje ${vlancode} verlengen`,
    receipt: 'Ontvangstbewijs downloaden',
    requestInvoice: 'Factuur aanvragen',
    submitInvoice: 'Factuur aanvragen',
    downloadInvoice: 'Factuur downloaden',
    vatNumber: /^Btw-nummer/,
    noVat: 'Ik heb geen btw-nummer',
    required: 'Dit veld is verplicht',
    invoiceCreated: /^Factuur \d{4}\/\d{6} is aangemaakt/,
    terms: /Ik aanvaard de algemene voorwaarden van het portaal/,
    order: 'Bestellen',
    thanks: 'Bedankt voor uw bestelling',
    close: 'Sluiten',
  },
  fr: {
    actions: /^Actions\b/,
    orders: 'Commandes et factures',
    prolong: 'Prolonger',
    prolongTitle: (vlancode) => `Prolonger l'annonce ${vlancode}`,
    receipt: 'Télécharger le reçu',
    requestInvoice: 'Demander une facture',
    submitInvoice: 'Demander la facture',
    downloadInvoice: 'Télécharger la facture',
    vatNumber: /^Numéro de TVA/,
    noVat: "Je n'ai pas de numéro de TVA",
    required: 'Ce champ est obligatoire',
    invoiceCreated: /^La facture \d{4}\/\d{6} a été créée/,
    terms: /J'accepte les conditions générales du portail/,
    order: 'Commander',
    thanks: 'Merci pour votre commande',
    close: 'Fermer',
  },
  en: {
    actions: /^Actions\b/,
    orders: 'Orders and invoices',
    prolong: 'Prolong',
    prolongTitle: (vlancode) => `Prolong listing ${vlancode}`,
    receipt: 'Download receipt',
    requestInvoice: 'Request invoice',
    submitInvoice: 'Request invoice',
    downloadInvoice: 'Download invoice',
    vatNumber: /^VAT number/,
    noVat: "I don't have a VAT number",
    required: 'This field is required',
    invoiceCreated: /^Invoice \d{4}\/\d{6} has been created/,
    terms: /I accept the general terms and conditions of the portal/,
    order: 'Place order',
    thanks: 'Thank you for your order',
    close: 'Close',
  },
};

interface Listing {
  id: number;
  vlancode: string;
  offlineDate: string | null;
  softwareReference: string | null;
}

/**
 * A published listing of the agency with an order that has no invoice yet. Each language takes its
 * own listings (every third candidate), so the languages never meet, and a rerun moves on to the
 * next listing once an order was invoiced.
 */
async function pickListing(page: Page, lang: Language): Promise<{ listing: Listing; order: Order }> {
  const response = await page.request.post(`/${lang}/api/core/my-properties`, {
    headers: csrfHeaders,
    data: { statusIds: [1], sort: 'reference', direction: 'asc', pageSize: 100 },
  });
  expect(response.ok()).toBe(true);
  const candidates = ((await response.json()) as { data: Listing[] }).data
    .filter((listing) => listing.softwareReference === null)
    .filter((_, index) => index % LANGUAGES.length === LANGUAGES.indexOf(lang));
  for (const listing of candidates) {
    const orders = await page.request.get(`/${lang}/api/core/my-properties/${listing.id}/orders`);
    expect(orders.ok()).toBe(true);
    const order = ((await orders.json()) as { data: Order[] }).data.find((item) => item.invoice === null);
    if (order) return { listing, order };
  }
  throw new Error(`no published listing with an uninvoiced order left for ${lang}`);
}

async function openRowMenu(page: Page, lang: Language, vlancode: string): Promise<Locator> {
  await openApp(page, `${routePath('properties', lang)}?q=${vlancode}`);
  const row = page.getByTestId('property-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: TEXT[lang].actions }).click();
  return row;
}

for (const lang of LANGUAGES) {
  test(`orders, receipt, invoice request and prolongation of a listing in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    await loginAt(page, 'agency', lang, routePath('properties', lang));
    const { listing, order } = await pickListing(page, lang);

    // The orders dialog from the row's Actions menu.
    await openRowMenu(page, lang, listing.vlancode);
    await page.getByRole('menuitem', { name: text.orders }).click();
    const dialog = page.getByRole('dialog', { name: text.orders });
    await expect(dialog).toBeVisible();
    const card = dialog.getByTestId('order-card').filter({ hasText: order.reference });
    await expect(card).toHaveCount(1);
    await expectAccessibleOnce(page, lang, `orders dialog`);

    // The receipt downloads as a PDF.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: text.receipt }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // An invoice without VAT number is refused until "I don't have a VAT number" is ticked.
    await card.getByRole('button', { name: text.requestInvoice }).click();
    const form = dialog.getByTestId('invoice-form');
    await expect(form).toBeVisible();
    await expectAccessibleOnce(page, lang, `invoice form`);
    // Filled here: another spec may have changed the agency's address.
    await form.getByTestId('invoice-form-name').fill('Jan Claes');
    await form.getByTestId('invoice-form-street').fill('Veldstraat');
    await form.getByTestId('invoice-form-number').fill('52');
    await form.getByTestId('invoice-form-postcode').fill('9000');
    await form.getByTestId('invoice-form-city').fill('Gent');
    await form.getByLabel(text.vatNumber).fill('');
    await form.getByRole('button', { name: text.submitInvoice }).click();
    await expect(form.getByText(text.required)).toBeVisible();
    await expectAccessibleOnce(page, lang, `invoice form with errors`);

    await form.getByLabel(text.noVat).check();
    await expect(form.getByLabel(text.vatNumber)).toBeDisabled();
    const requested = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/invoice'),
    );
    await form.getByRole('button', { name: text.submitInvoice }).click();
    expect((await requested).status()).toBe(200);
    await expect(page.getByText(text.invoiceCreated)).toBeVisible();
    await expect(card.getByRole('button', { name: text.downloadInvoice })).toBeVisible();
    await expectAccessibleOnce(page, lang, `orders dialog after the invoice`);
    const invoiceDownload = page.waitForEvent('download');
    await card.getByRole('button', { name: text.downloadInvoice }).click();
    expect((await invoiceDownload).suggestedFilename()).toMatch(/\.pdf$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Prolong the same listing: the terms first, then how to pay.
    await openRowMenu(page, lang, listing.vlancode);
    await page.getByRole('menuitem', { name: text.prolong, exact: true }).click();
    const prolong = page.getByRole('dialog', { name: text.prolongTitle(listing.vlancode) });
    await expect(prolong).toBeVisible();
    await expectAccessibleOnce(page, lang, `prolongation dialog`);
    await prolong.getByLabel(text.terms).check();
    const ordered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/my-products/order'),
    );
    await prolong.getByRole('button', { name: text.order }).click();
    const placed = (await (await ordered).json()) as { data: Order };
    await expect(prolong.getByText(text.thanks)).toBeVisible();
    await expect(prolong).toContainText(placed.data.structuredCommunication);
    await expectAccessibleOnce(page, lang, `prolongation placed`);
    await prolong.getByTestId('order-placed-close').click();
    await expect(prolong).toBeHidden();

    const after = await page.request.get(`/${lang}/api/core/my-properties/${listing.id}`);
    const offlineDate = ((await after.json()) as { data: Listing }).data.offlineDate;
    expect(offlineDate! > (listing.offlineDate ?? '')).toBe(true);
  });
}

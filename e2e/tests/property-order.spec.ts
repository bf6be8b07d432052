import { LANGUAGES, routePath } from '@app/contract';
import { expect, test } from '@playwright/test';
import { csrfHeaders, expectAccessibleOnce, loginAt } from './support';

/** The `property-order` deep link opens a listing's orders as a page, the linked order marked. */
for (const lang of LANGUAGES) {
  test(`a link to one order of a listing opens its orders, that order marked, in ${lang}`, async ({
    page,
  }) => {
    await loginAt(page, 'agency', lang);
    // The first listing of the agency that has orders.
    const listings = await page.request.post(`/${lang}/api/core/my-properties`, {
      headers: csrfHeaders,
      data: { pageSize: 50 },
    });
    const { data } = (await listings.json()) as { data: Array<{ id: number }> };
    let target: { listingId: number; orderId: number } | null = null;
    for (const { id } of data) {
      const orders = (await (
        await page.request.get(`/${lang}/api/core/my-properties/${id}/orders`)
      ).json()) as {
        data: Array<{ id: number }>;
      };
      if (orders.data.length > 1) {
        target = { listingId: id, orderId: orders.data[1]!.id };
        break;
      }
    }
    expect(target, 'a demo listing with two orders').not.toBeNull();
    await page.goto(
      routePath('property-order', lang, {
        announcementId: String(target!.listingId),
        orderId: String(target!.orderId),
      }),
    );
    const marked = page.locator(`[data-testid="order-card"][data-order-id="${target!.orderId}"]`);
    await expect(marked).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[data-testid="order-card"][aria-current]')).toHaveCount(1);
    await expectAccessibleOnce(page, lang, `property orders`);
  });
}

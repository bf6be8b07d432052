import type { CurrentUser, Delegate, Wallpaper, WallpaperChangeRequest, WallpaperState } from '@app/contract';
import { brusselsToday, DEFAULT_LANGUAGE, wallpaperMonthlyPrice } from '@app/contract';
import { formatCalendarDay } from '@app/i18n';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { translator } from '../../i18n';
import { detailsMessage } from '../../mail/details-message';
import { staffFooter } from '../../mail/footers';
import type { Mailer } from '../../mail/mailer';
import { countOnlineListings, findProductsOfUser, findRequester } from './products.repository';
import { requesterCompany, requesterDetails } from './requester-details';
import { toUserProduct } from './user-product';
import type { DelegateRow, WallpaperRow } from './wallpaper.repository';
import { findDelegate, findWallpapers } from './wallpaper.repository';

const toWallpaper = (row: WallpaperRow): Wallpaper => ({
  id: row.id,
  imageUrl: row.image_url,
  startDate: row.start_date,
  endDate: row.end_date,
});

const toDelegate = (row: DelegateRow | undefined): Delegate | null =>
  row ? { name: row.name, email: row.email, phone: row.phone } : null;

/** The wallpaper shown on `today`: started, not ended; the latest start wins. */
const currentOf = (wallpapers: Wallpaper[], today: string): Wallpaper | null =>
  wallpapers.find((item) => item.startDate <= today && (item.endDate === null || item.endDate >= today)) ??
  null;

/** GET my-products/wallpaper. */
export async function wallpaperState(db: Database, user: CurrentUser, now: Date): Promise<WallpaperState> {
  const [products, online, rows, delegate] = await Promise.all([
    findProductsOfUser(db, user.id),
    countOnlineListings(db, user.id),
    findWallpapers(db, user.id),
    findDelegate(db, user.id),
  ]);
  const product = products.find((row) => row.code === 'wallpaper');
  const history = rows.map(toWallpaper);
  return {
    product: product ? toUserProduct(product, online) : null,
    current: currentOf(history, brusselsToday(now)),
    history,
    onlineListings: online,
    monthlyPrice: wallpaperMonthlyPrice(online),
    delegate: toDelegate(delegate),
  };
}

export interface WallpaperChangeDeps {
  db: Database;
  mailer: Mailer;
  salesDeskEmail: string;
}

/**
 * POST my-products/wallpaper/change (spec section 6): the request goes by e-mail to the agency's
 * delegate, or to the sales desk without one, in Dutch (the portal's working language) with
 * Reply-To the customer. 404 for a user who never had Wallpaper PRO: there is nothing to change.
 */
export async function requestWallpaperChange(
  { db, mailer, salesDeskEmail }: WallpaperChangeDeps,
  user: CurrentUser,
  request: WallpaperChangeRequest,
  now: Date,
): Promise<{ sentTo: Delegate | null }> {
  const sentTo = await db.transaction(async (tx) => {
    const products = await findProductsOfUser(tx, user.id);
    if (!products.some((row) => row.code === 'wallpaper')) throw notFound();
    const [requester, delegate, rows] = await Promise.all([
      findRequester(tx, user.id),
      findDelegate(tx, user.id),
      findWallpapers(tx, user.id),
    ]);
    const t = translator(DEFAULT_LANGUAGE);
    const company = requesterCompany(requester);
    const current = currentOf(rows.map(toWallpaper), brusselsToday(now));
    await mailer.queue(
      tx,
      await detailsMessage({
        to: delegate?.email ?? salesDeskEmail,
        replyTo: requester.email,
        lang: DEFAULT_LANGUAGE,
        subject: t('mail:wallpaperChange.subject', { company }),
        greeting: delegate
          ? t('mail:wallpaperChange.greeting', { name: delegate.name })
          : t('mail:productInformation.greeting'),
        intro: t('mail:wallpaperChange.intro', { company }),
        details: [
          ...requesterDetails(t, requester, user.id),
          [t('mail:wallpaperChange.change'), t(`products:wallpaper.change.${request.change}`)],
          [
            t('mail:wallpaperChange.current'),
            current
              ? `${current.imageUrl} (${formatCalendarDay(current.startDate, DEFAULT_LANGUAGE)} – ${current.endDate ? formatCalendarDay(current.endDate, DEFAULT_LANGUAGE) : '…'})`
              : t('mail:wallpaperChange.none'),
          ],
        ],
        note: { label: t('mail:wallpaperChange.message'), text: request.message },
        closing: [t('mail:productInformation.replyHint')],
        action: null,
        signature: t('mail:productInformation.signature'),
        footer: staffFooter(DEFAULT_LANGUAGE),
      }),
    );
    return toDelegate(delegate);
  });
  await mailer.deliverSoon();
  return { sentTo };
}

import type { CurrentUser, Delegate, Wallpaper, WallpaperChangeRequest, WallpaperState } from '@app/contract';
import { brusselsToday, DEFAULT_LANGUAGE, wallpaperMonthlyPrice } from '@app/contract';
import { formatCalendarDay } from '@app/i18n';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { translator } from '../../i18n';
import { detailsMail } from '../../mail/details-message';
import { staffFooter } from '../../mail/footers';
import type { Mailer } from '../../mail/mailer';
import type { Requester } from './products.repository';
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
    product: product ? toUserProduct(product, online, brusselsToday(now)) : null,
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
 * The change request to the agency's delegate (the sales desk without one), in the portal's language;
 * a reply reaches the agency.
 */
export function wallpaperChangeMail(input: {
  to: string;
  delegateName: string | null;
  requester: Requester;
  customerId: number;
  change: WallpaperChangeRequest['change'];
  message: string;
  current: Wallpaper | null;
}) {
  const { to, delegateName, requester, customerId, change, message, current } = input;
  const t = translator(DEFAULT_LANGUAGE);
  const company = requesterCompany(requester);
  const day = (date: string) => formatCalendarDay(date, DEFAULT_LANGUAGE);
  return detailsMail({
    to,
    replyTo: requester.email,
    lang: DEFAULT_LANGUAGE,
    subject: t('mail:wallpaperChange.subject', { company }),
    greeting: delegateName
      ? t('mail:wallpaperChange.greeting', { name: delegateName })
      : t('mail:productInformation.greeting'),
    intro: t('mail:wallpaperChange.intro', { company }),
    details: [
      ...requesterDetails(t, requester, customerId),
      [t('mail:wallpaperChange.change'), t(`products:wallpaper.change.${change}`)],
      [
        t('mail:wallpaperChange.current'),
        current
          ? `${current.imageUrl} (${day(current.startDate)} – ${current.endDate ? day(current.endDate) : '…'})`
          : t('mail:wallpaperChange.none'),
      ],
    ],
    note: { label: t('mail:wallpaperChange.message'), text: message },
    closing: [t('mail:productInformation.replyHint')],
    action: null,
    signature: t('mail:productInformation.signature'),
    footer: staffFooter(DEFAULT_LANGUAGE),
  });
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
    const current = currentOf(rows.map(toWallpaper), brusselsToday(now));
    await mailer.queue(
      tx,
      wallpaperChangeMail({
        to: delegate?.email ?? salesDeskEmail,
        delegateName: delegate?.name ?? null,
        requester,
        customerId: user.id,
        change: request.change,
        message: request.message,
        current,
      }),
    );
    return toDelegate(delegate);
  });
  await mailer.deliverSoon();
  return { sentTo };
}

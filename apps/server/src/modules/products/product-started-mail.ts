import type { Language, OrderableProduct } from '@app/contract';
import { routePath } from '@app/contract';
import { formatCalendarDay } from '@app/i18n';
import { translator } from '../../i18n';
import { detailsMail } from '../../mail/details-message';
import type { DeferredMail } from '../../mail/mailer';

type Translate = ReturnType<typeof translator>;

export interface StartedProduct {
  code: OrderableProduct;
  startDate: string;
  endDate: string | null;
}

export const productName = (t: Translate, code: OrderableProduct): string =>
  code === 'fixedPrice' ? t('products:fixedPrice.name') : t(`products:name.${code}`);

const periodOf = (t: Translate, lang: Language, product: StartedProduct): string =>
  product.endDate === null
    ? t('mail:productStarted.periodOpen', { start: formatCalendarDay(product.startDate, lang) })
    : t('mail:productStarted.period', {
        start: formatCalendarDay(product.startDate, lang),
        end: formatCalendarDay(product.endDate, lang),
      });

/**
 * The e-mail to the owner that their products work now (decision 062), in the owner's language: each
 * product with its period, and a link to the products summary that shows them.
 */
export function productStartedMail(input: {
  to: string;
  lang: Language;
  products: readonly StartedProduct[];
  publicUrl: string;
}): DeferredMail {
  const { to, lang, products, publicUrl } = input;
  const t = translator(lang);
  const count = products.length;
  return detailsMail({
    to,
    replyTo: null,
    lang,
    subject: t('mail:productStarted.subject', { count }),
    greeting: t('mail:productStarted.greeting'),
    intro: t('mail:productStarted.intro', { count }),
    details: products.map((product) => [productName(t, product.code), periodOf(t, lang, product)] as const),
    note: null,
    closing: [t('mail:productStarted.closing')],
    action: {
      label: t('mail:productStarted.action'),
      link: `${publicUrl}${routePath('products-summary', lang)}`,
      hint: t('mail:layout.buttonHint'),
    },
    signature: t('mail:productStarted.signature'),
    // Sent once per activation, never again: nothing to stop.
    footer: { why: t('mail:footer.productsWhy'), stop: { hint: t('mail:footer.productsStop') } },
  });
}

import type { Language, Property } from '@app/contract';
import { LANGUAGES } from '@app/contract';
import { formatMoney } from '@app/i18n';
import type { translator } from '../../i18n';

/** Status id 6 stands for sold or rented: the transaction type decides the word (decision 003). */
const SOLD_OR_RENTED_ID = 6;

export type Translate = ReturnType<typeof translator>;

/** The status as the owner reads it: "Sold" or "Rented" for id 6, else the status type's name. */
export function statusLabel(property: Property, t: Translate): string {
  if (property.status.id === SOLD_OR_RENTED_ID) {
    if (property.transactionType === 'rent') return t('documents:status.rented');
    if (property.transactionType === 'sale' || property.transactionType === 'publicSale') {
      return t('documents:status.sold');
    }
  }
  return t(`lookups:statusType.${property.status.code}`);
}

export const transactionLabel = (property: Property, t: Translate): string =>
  t(`lookups:transactionType.${property.transactionType}`);

export const propertyTypeLabel = (property: Property, t: Translate): string =>
  t(`lookups:propertyType.${property.propertyType}`);

/** nl-BE euro (spec 9); a rent is a monthly amount and says so. */
export function priceLabel(property: Property, t: Translate): string {
  if (property.price === null) return t('documents:priceOnRequest');
  const amount = formatMoney(property.price);
  return property.transactionType === 'rent' ? t('documents:pricePerMonth', { price: amount }) : amount;
}

/** "Street number box 11", then "zip city"; parts the listing lacks are left out. */
export function addressLines(property: Property, t: Translate): string[] {
  const box = property.box ? t('documents:box', { box: property.box }) : null;
  const street = [property.street, property.number, box].filter(Boolean).join(' ');
  const place = [property.zipcode, property.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean);
}

/** The key figures a visitor compares first: living area and bedrooms, when known. */
export function keyFigures(property: Property, t: Translate): string[] {
  const figures: string[] = [];
  if (property.livableSurface !== null) {
    figures.push(t('documents:surface', { surface: property.livableSurface }));
  }
  if (property.bedrooms !== null) figures.push(t('documents:bedrooms', { count: property.bedrooms }));
  return figures;
}

/** The descriptions, the request's language first, then the others in the order nl, fr, en. */
export function descriptionsInOrder(
  property: Property,
  lang: Language,
): Array<{ lang: Language; text: string }> {
  const order: Language[] = [lang, ...LANGUAGES.filter((other) => other !== lang)];
  return order.flatMap((language) => {
    const text = property.descriptions[language]?.trim();
    return text ? [{ lang: language, text }] : [];
  });
}

import type { ProjectDraft, PropertyDraft } from '@app/contract';
import { formatMoney } from '@app/i18n';
import type { TFunction } from '@app/i18n';

/** How a draft is named to the user: its own reference, else the portal code it already has. */
export const propertyDraftName = (draft: PropertyDraft): string => draft.yourReference ?? draft.vlancode;

/** A project draft always has a name. */
export const projectDraftName = (draft: ProjectDraft): string => draft.name;

/** "House", "For sale": the lookup words, in the page's language. */
export const typeName = (draft: PropertyDraft, t: TFunction): string =>
  t(`lookups:propertyType.${draft.propertyType}`);
export const transactionName = (draft: PropertyDraft, t: TFunction): string =>
  t(`lookups:transactionType.${draft.transactionType}`);

/** Euro in nl-BE whatever the language (spec section 9); a rent is monthly, as in My properties. */
export function priceOf(draft: PropertyDraft, t: TFunction): string {
  if (draft.price === null) return t('drafts:notSet');
  const amount = formatMoney(draft.price);
  return draft.transactionType === 'rent' ? t('drafts:perMonth', { price: amount }) : amount;
}

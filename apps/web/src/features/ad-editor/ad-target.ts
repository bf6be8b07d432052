import type { PropertyType, TransactionType } from '@app/contract';
import { AD_LINK_PROPERTY_TYPES, AD_LINK_TRANSACTION_TYPES } from '@app/contract';

/** What the ad editor's URL asks for (contract routes.ts: adLink and adDraftLink). */
export type AdTarget =
  | { kind: 'new'; propertyType: PropertyType | null; transactionType: TransactionType | null }
  | { kind: 'property'; id: number }
  | { kind: 'project'; id: number }
  /** `draft` or `project` with something that is no id: a broken link, not a new ad. */
  | { kind: 'invalid' };

type LinkPropertyType = (typeof AD_LINK_PROPERTY_TYPES)[number];
type LinkTransactionType = (typeof AD_LINK_TRANSACTION_TYPES)[number];

/** The links' words for the contract's codes; a Record, so a new link value needs its code here. */
const PROPERTY_TYPE_OF: Record<LinkPropertyType, PropertyType> = { house: 'house', apartment: 'appartment' };
const TRANSACTION_TYPE_OF: Record<LinkTransactionType, TransactionType> = {
  'for-sale': 'sale',
  'for-rent': 'rent',
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): value is T =>
  value !== null && (allowed as readonly string[]).includes(value);

function idOf(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function readAdTarget(params: URLSearchParams): AdTarget {
  const draft = params.get('draft');
  if (draft !== null) {
    const id = idOf(draft);
    return id === null ? { kind: 'invalid' } : { kind: 'property', id };
  }
  const project = params.get('project');
  if (project !== null) {
    const id = idOf(project);
    return id === null ? { kind: 'invalid' } : { kind: 'project', id };
  }
  // An unknown word is left for the user to pick, as on a plain `ad` link.
  const propertyType = params.get('propertytype');
  const transactionType = params.get('transactiontype');
  return {
    kind: 'new',
    propertyType: oneOf(AD_LINK_PROPERTY_TYPES, propertyType) ? PROPERTY_TYPE_OF[propertyType] : null,
    transactionType: oneOf(AD_LINK_TRANSACTION_TYPES, transactionType)
      ? TRANSACTION_TYPE_OF[transactionType]
      : null,
  };
}

/** The query string of a saved property draft: a reload resumes it. */
export const draftSearch = (id: number): string => `?draft=${id}`;

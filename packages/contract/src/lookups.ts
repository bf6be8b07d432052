import { z } from 'zod';
import {
  ACTIVATION,
  CUSTOMER_TYPES,
  PRODUCT_CODES,
  PROPERTY_TYPES,
  SELECTION_METHODS,
  TRANSACTION_TYPES,
} from './lookup-codes';
import type { ActivationName } from './lookup-codes';

/** The schemas of lookup-codes.ts's codes. */

export const PropertyType = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof PropertyType>;

export const TransactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionType>;

export const ProductCode = z.enum(PRODUCT_CODES);
export type ProductCode = z.infer<typeof ProductCode>;

export const ActivationCode = z.union(Object.values(ACTIVATION).map((code) => z.literal(code)));
export type ActivationCode = (typeof ACTIVATION)[ActivationName];

export const SelectionMethod = z.enum(SELECTION_METHODS);
export type SelectionMethod = z.infer<typeof SelectionMethod>;

export const CustomerType = z.enum(CUSTOMER_TYPES);
export type CustomerType = z.infer<typeof CustomerType>;

import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';

/** Every response carries `data`; lists also carry `paging` (spec section 7). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const Paging = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type Paging = z.infer<typeof Paging>;
/** The paging block of a page of `total` items. */
export const pagingOf = ({ page, pageSize }: { page: number; pageSize: number }, total: number): Paging => ({
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});
export const pagedOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), paging: Paging });

export const PagingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/** A yes-or-no query parameter: `1` or `true` is yes, `0`, `false` or leaving it out is no. */
export const QueryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .default('0')
  .transform((value) => value === '1' || value === 'true');

export const Success = dataOf(z.object({ success: z.boolean() }));

/**
 * Row ids are PostgreSQL `integer`s: a larger number names no row. In a path it answers 404 (the
 * errors plugin), in a body 400, instead of reaching the database and failing there.
 */
export const DB_ID_MAX = 2_147_483_647;
export const RowId = z.number().int().positive().max(DB_ID_MAX);
export const PathId = z.coerce.number().int().positive().max(DB_ID_MAX);

export const IdParams = z.object({ id: PathId });

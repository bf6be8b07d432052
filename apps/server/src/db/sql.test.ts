import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  arrayOf,
  CountRow,
  firstRowOf,
  hasRows,
  IdRow,
  likeLiteral,
  oneRowOf,
  rowsOf,
  TotalRow,
} from './sql';

/** What both drivers' `db.execute` answers: the rows, among other fields. */
const result = (rows: unknown[]) => ({ rows, fields: [], rowCount: rows.length });

describe('raw rows are checked against their schema', () => {
  it('answers the rows with their declared types', () => {
    const Row = z.object({ id: z.number().int(), name: z.string().nullable() });
    expect(
      rowsOf(
        Row,
        result([
          { id: 1, name: 'a' },
          { id: 2, name: null },
        ]),
      ),
    ).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: null },
    ]);
  });

  it('refuses a column of another type: a bigint count arrives as text on node-postgres', () => {
    expect(() => rowsOf(TotalRow, result([{ total: '3' }]))).toThrow();
    expect(() => rowsOf(IdRow, result([{ id: null }]))).toThrow();
  });

  it('refuses something that is not a query result', () => {
    expect(() => rowsOf(IdRow, undefined)).toThrow();
    expect(() => rowsOf(IdRow, { rowCount: 1 })).toThrow();
  });

  it('answers the first row or undefined, and one row or an error', () => {
    expect(firstRowOf(IdRow, result([{ id: 4 }, { id: 5 }]))).toEqual({ id: 4 });
    expect(firstRowOf(IdRow, result([]))).toBeUndefined();
    expect(oneRowOf(TotalRow, result([{ total: 7 }]))).toEqual({ total: 7 });
    expect(() => oneRowOf(TotalRow, result([]))).toThrow('the query answered no row');
  });

  it('makes one array schema per row schema, and still names the row that is wrong', () => {
    expect(arrayOf(CountRow)).toBe(arrayOf(CountRow));
    expect(arrayOf(IdRow)).not.toBe(arrayOf(CountRow));
    expect(() => rowsOf(CountRow, result([{ n: 1 }, { n: 'two' }]))).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ path: [1, 'n'] })] }),
    );
  });

  it('tells whether an existence check found anything', () => {
    expect(hasRows(result([{ '?column?': 1 }]))).toBe(true);
    expect(hasRows(result([]))).toBe(false);
  });
});

describe('likeLiteral', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(likeLiteral('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

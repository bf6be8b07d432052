import { ApiErrorBody, endpoints } from '@app/contract';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, responseWriter } from './response-writer';

const serializer = (check: boolean, schema: z.ZodType) =>
  responseSerializerCompiler(check)({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const Listing = z.object({ id: z.number().int(), title: z.string().nullable(), when: z.iso.date() });

describe('response writer', () => {
  it('compiles a writer for every endpoint of the contract and for the error body', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(() => responseWriter(endpoint.response as z.ZodType), name).not.toThrow();
    }
    const error = {
      error: 'validation',
      messageKey: 'errors:validation',
      fields: { name: 'validation:required' },
      values: { max: 3 },
    };
    expect(JSON.parse(responseWriter(ApiErrorBody)(error))).toEqual(error);
  });

  it('writes only the declared properties, as zod encoding does', () => {
    const row = { id: 7, title: null, when: '2026-11-26', passwordHash: 'secret', ownerId: 3 };
    for (const check of [true, false]) {
      expect(JSON.parse(serializer(check, Listing)(row))).toEqual({ id: 7, title: null, when: '2026-11-26' });
    }
  });

  it('writes a professional statistics answer as JSON.stringify would', () => {
    const counters = { searchAppearances: 9, detailViews: 4, mails: 1, phoneRequests: 0, contacts: 2 };
    const day = (i: number) => `2026-01-${String(i + 1).padStart(2, '0')}`;
    const answer = {
      data: {
        filterStart: day(0),
        filterEnd: day(29),
        span: 'day',
        series: Array.from({ length: 30 }, (_, i) => ({
          ...counters,
          period: day(i),
          start: day(i),
          end: day(i),
        })),
        totals: counters,
        listings: [
          { ...counters, listingId: 1, vlancode: 'AB12', yourReference: 'é"\\\n', projectReference: null },
        ],
        listingCount: 1,
      },
    };
    const text = serializer(true, endpoints.getMyProStatistics.response)(answer);
    expect(JSON.parse(text)).toEqual(answer);
  });

  it('checks a response against the contract unless checking is off', () => {
    const wrong = { id: 1.5, title: 'x', when: 'yesterday' };
    expect(() => serializer(true, Listing)(wrong)).toThrow(ResponseSerializationError);
    // Production writes what the handler gave; the writer still refuses what it cannot write.
    expect(serializer(false, Listing)(wrong)).toBe('{"id":1,"title":"x","when":"yesterday"}');
    expect(() => serializer(false, Listing)({ title: 'x', when: '2026-11-26' })).toThrow(/id/);
  });

  it('refuses a schema whose encoding the writer would skip, wherever it is checked', () => {
    const Price = z.object({ amount: z.codec(z.string(), z.number(), { decode: Number, encode: String }) });
    expect(() => serializer(true, Price)({ amount: 5 })).toThrow(/response writer wrote/);
  });
});

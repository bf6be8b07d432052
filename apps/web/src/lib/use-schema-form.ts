import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import { useTranslatedForm } from './translated-form';

type Values = Record<string, unknown>;

/**
 * A form validated by a contract schema, so the browser says what the server would say. The resolver
 * brings zod along: a form that loads its schema later, or has none, takes translated-form.ts alone.
 */
export function useSchemaForm<V extends Values>(schema: z.core.$ZodType, initialValues: V) {
  // The first issue of a path wins, as in the server's `fields`.
  return useTranslatedForm<V>(initialValues, zod4Resolver(schema, { errorPriority: 'first' }));
}

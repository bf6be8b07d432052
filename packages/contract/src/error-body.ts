import { z } from 'zod';

/** 400: `{ error: "validation", fields: { path: messageKey } }`; others: `{ error, messageKey }`. */
export const ApiErrorBody = z.object({
  error: z.string(),
  messageKey: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** ICU values of the message, e.g. `{ software }` of ERR.softwareManaged. */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

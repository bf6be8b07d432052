import type { FormErrors } from '@mantine/form';
import type { FormEvent } from 'react';
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { ContractSchemas as Schemas } from './schemas';
import { loadSchemas } from './schemas';

type Check = (values: Record<string, unknown>) => FormErrors;

export interface SchemaCheck<S> {
  /** The form's `validate`: the schema's checks once it is in, none before. */
  validate: Check;
  /** Loads the schema (once; again after a failure) and answers it: a submit awaits it. */
  load: () => Promise<S>;
  /** Starts loading it, for the form's focus: a failure is the submit's to show, as it loads again. */
  preload: () => void;
  /**
   * The form's submit: runs `run` with the schema once it is in (`form.onSubmit(...)()` checks the
   * form then), `failed` when it cannot load. A submit while one waits does nothing.
   */
  submit: (run: (schema: S) => unknown, failed: (error: unknown) => void) => (event?: FormEvent) => void;
  /** A submit is waiting for the schema: the submit button shows it. */
  waiting: boolean;
}

/**
 * A contract schema's checks for a Mantine form that load when the form is first used, not with its
 * screen: zod and the schemas stay out of the screen's first load (issue 49, decision 068). The first
 * issue of a path wins, as in the server's `fields`. A submit awaits `load`, so every submitted form
 * was checked; a field left before the schema is in is checked at the submit.
 */
export function useSchemaCheck<S extends z.core.$ZodType>(pick: (schemas: Schemas) => S): SchemaCheck<S> {
  const check = useRef<Check | null>(null);
  const loading = useRef<Promise<S> | null>(null);
  const picked = useRef(pick);
  const load = useCallback(
    () =>
      (loading.current ??= Promise.all([loadSchemas(), import('mantine-form-zod-resolver')]).then(
        ([schemas, { zod4Resolver }]) => {
          const schema = picked.current(schemas);
          check.current = zod4Resolver(schema, { errorPriority: 'first' });
          return schema;
        },
        (error: unknown) => {
          loading.current = null;
          throw error;
        },
      )),
    [],
  );
  const validate = useCallback<Check>((values) => check.current?.(values) ?? {}, []);
  const preload = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  const [waiting, setWaiting] = useState(false);
  const busy = useRef(false);
  const submit = useCallback<SchemaCheck<S>['submit']>(
    (run, failed) => (event) => {
      event?.preventDefault();
      if (busy.current) return;
      busy.current = true;
      setWaiting(true);
      void load()
        .then(run, failed)
        .finally(() => {
          busy.current = false;
          setWaiting(false);
        });
    },
    [load],
  );
  return { validate, load, preload, submit, waiting };
}

import type { FormEvent, RefObject } from 'react';
import { useRef } from 'react';
import type { z } from 'zod';
import { useNotices } from '../../../components/notices';
import type { SchemaCheck } from '../../../lib/schema-check';
import { settle } from '../../../lib/settle';
import type { EndpointForm } from './endpoint-fields';
import { focusFirstError, showServerErrors } from './endpoint-fields';

/**
 * The add and edit forms' submit. It waits for the schema: the form is always checked (the first
 * field with an error takes the focus) and sent as the schema reads it. `done` gets the answer; a
 * refusal puts its field messages on the fields and says why in a notice, as does a schema that
 * cannot load. `formElement` goes on the form.
 */
export function useEndpointSubmit<S extends z.ZodType, Result>({
  check,
  form,
  send,
  done,
}: {
  check: SchemaCheck<S>;
  form: EndpointForm;
  send: (body: z.output<S>) => Promise<Result>;
  done: (result: Result) => void;
}): { formElement: RefObject<HTMLFormElement | null>; submit: (event?: FormEvent) => void } {
  const notices = useNotices('webhooks');
  const formElement = useRef<HTMLFormElement>(null);
  const submit = check.submit(
    (schema) =>
      form.onSubmit(
        (values) =>
          settle(send(schema.parse(values)), {
            done,
            failed: (error) => {
              showServerErrors(form, formElement, error);
              notices.failure(error);
            },
          }),
        (errors) => focusFirstError(formElement, errors),
      )(),
    (error) => notices.failure(error),
  );
  return { formElement, submit };
}

import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import { useSchemaForm } from '../../lib/use-schema-form';

type Values = Record<string, unknown>;

/**
 * The editor's form: saving a draft checks the lenient schema, publishing the strict one; both are
 * the contract's, so the browser marks what the server would refuse. After a failed check the first
 * marked field (in screen order) gets the focus.
 */
export function useDraftForm<V extends Values>({
  draftSchema,
  publishSchema,
  fieldOrder,
  initialValues,
}: {
  draftSchema: z.ZodType;
  publishSchema: z.ZodType;
  fieldOrder: readonly string[];
  initialValues: V;
}) {
  const form = useSchemaForm<V>(draftSchema, initialValues);

  const focusFirst = (errors: FormErrors) => {
    const first = fieldOrder.find((path) => errors[path]) ?? Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  };

  /** Marks the fields (message keys, translated when rendered) and focuses the first. */
  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirst(errors);
  };

  return {
    form,
    showErrors,
    /** The draft schema: true when the values may be saved. */
    checkDraft(): boolean {
      const result = form.validate();
      if (result.hasErrors) focusFirst(result.errors);
      return !result.hasErrors;
    },
    /**
     * The publication schema (address, surface, a description): true when the ad may go online. It
     * judges the values as the draft schema reads them, as the server judges the saved draft: an
     * empty number is "required" there, not "not a number".
     */
    checkPublishable(): boolean {
      const values = form.getValues();
      const draft = draftSchema.safeParse(values);
      const errors = draft.success
        ? zod4Resolver(publishSchema, { errorPriority: 'first' })(draft.data as Values)
        : zod4Resolver(draftSchema, { errorPriority: 'first' })(values);
      if (Object.keys(errors).length === 0) {
        form.clearErrors();
        return true;
      }
      showErrors(errors);
      return false;
    },
  };
}

import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import type { ContractSchemas } from '../../lib/schemas';
import { loadSchemas } from '../../lib/schemas';
import { useSchemaCheck } from '../../lib/schema-check';
import { useTranslatedForm } from '../../lib/translated-form';

type Values = Record<string, unknown>;

/** The editor's two schemas: the lenient one of a draft and the strict one of a publication. */
export interface DraftSchemas<D extends z.ZodType> {
  draft: D;
  publish: z.ZodType;
}

/**
 * The editor's form: saving a draft checks the lenient schema, publishing the strict one; both are
 * the contract's, so the browser marks what the server would refuse. They load when the form is
 * first used, not with the editor (zod and the schemas are a sixth of its first load, issue 49):
 * every check awaits them. After a failed check the first marked field (in screen order) gets the
 * focus.
 */
export function useDraftForm<V extends Values, D extends z.ZodType>({
  schemas,
  fieldOrder,
  initialValues,
}: {
  schemas: (all: ContractSchemas) => DraftSchemas<D>;
  fieldOrder: readonly string[];
  initialValues: V;
}) {
  const check = useSchemaCheck((all) => schemas(all).draft);
  const form = useTranslatedForm<V>(initialValues, check.validate);

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
    /** The schemas' loading, for the form's focus, its submit and its busy button. */
    check,
    /** The draft schema, once loaded (a check before has none to run): true when the values may be saved. */
    checkDraft(): boolean {
      const result = form.validate();
      if (result.hasErrors) focusFirst(result.errors);
      return !result.hasErrors;
    },
    /**
     * The publication schema (address, surface, a description): true when the ad may go online. It
     * judges the values as the draft schema reads them, as the server judges the saved draft: an
     * empty number is "required" there, not "not a number". Rejects when the schemas cannot load.
     */
    async checkPublishable(): Promise<boolean> {
      const [draftSchema, all, { zod4Resolver }] = await Promise.all([
        check.load(),
        loadSchemas(),
        import('mantine-form-zod-resolver'),
      ]);
      const values = form.getValues();
      const draft = draftSchema.safeParse(values);
      const errors = draft.success
        ? zod4Resolver(schemas(all).publish, { errorPriority: 'first' })(draft.data as Values)
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

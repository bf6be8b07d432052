import type { PropertyType, TransactionType } from '@app/contract';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useSchemaCheck } from '../../../lib/schema-check';
import { useTranslatedForm } from '../../../lib/translated-form';
import { EditorSection } from './editor-section';
import { useAdEditorNotify } from './notify';
import { bindFields } from './field-binding';
import { TypeFields } from './type-fields';

export interface TypeChoice {
  propertyType: PropertyType;
  transactionType: TransactionType;
}

type StepValues = { propertyType: string; transactionType: string };

/** A plain `ad` link: the user picks the type of property and the transaction before the form. */
export function TypeStep({
  initial,
  onChoose,
}: {
  initial: { propertyType: PropertyType | null; transactionType: TransactionType | null };
  onChoose: (choice: TypeChoice) => void;
}) {
  const { t } = useTranslation();
  const notify = useAdEditorNotify();
  // The two fields the contract requires of every draft, checked by the contract once it is in.
  const check = useSchemaCheck((schemas) =>
    schemas.PropertyAdFields.pick({ propertyType: true, transactionType: true }),
  );
  const form = useTranslatedForm<StepValues>(
    { propertyType: initial.propertyType ?? '', transactionType: initial.transactionType ?? '' },
    // The empty option is "nothing chosen yet": required, not an unknown code.
    (values) =>
      check.validate({
        propertyType: values.propertyType || null,
        transactionType: values.transactionType || null,
      }),
  );
  const submit = check.submit(
    (schema) =>
      form.onSubmit(
        (values) => onChoose(schema.parse(values)),
        (errors) => {
          const first = ['propertyType', 'transactionType'].find((path) => errors[path]);
          if (first) form.getInputNode(first)?.focus();
        },
      )(),
    (error) => notify.failure(error),
  );
  return (
    <EditorSection
      title={t('adEditor:start.title')}
      hint={t('adEditor:start.intro')}
      testId="ad-editor-start"
    >
      <form noValidate onSubmit={submit} onFocus={check.preload}>
        <TypeFields fields={bindFields(form)} placeholder={t('adEditor:type.choose')} />
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={check.waiting} data-testid="ad-editor-start-continue">
            {t('adEditor:start.continue')}
          </Button>
        </Group>
      </form>
    </EditorSection>
  );
}

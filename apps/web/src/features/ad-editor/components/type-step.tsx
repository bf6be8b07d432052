import type { PropertyType, TransactionType } from '@app/contract';
import { PropertyAdFields } from '@app/contract';
import { Button, Group } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from '@app/i18n/react';
import { useTranslatedForm } from '../../../lib/translated-form';
import { EditorSection } from './editor-section';
import { bindFields } from './field-binding';
import { TypeFields } from './type-fields';

export interface TypeChoice {
  propertyType: PropertyType;
  transactionType: TransactionType;
}

type StepValues = { propertyType: string; transactionType: string };

/** The two fields the contract requires of every draft, checked by the contract. */
const choiceSchema = PropertyAdFields.pick({ propertyType: true, transactionType: true });
const checkChoice = zod4Resolver(choiceSchema, { errorPriority: 'first' });

/** A plain `ad` link: the user picks the type of property and the transaction before the form. */
export function TypeStep({
  initial,
  onChoose,
}: {
  initial: { propertyType: PropertyType | null; transactionType: TransactionType | null };
  onChoose: (choice: TypeChoice) => void;
}) {
  const { t } = useTranslation();
  const form = useTranslatedForm<StepValues>(
    { propertyType: initial.propertyType ?? '', transactionType: initial.transactionType ?? '' },
    // The empty option is "nothing chosen yet": required, not an unknown code.
    (values) =>
      checkChoice({
        propertyType: values.propertyType || null,
        transactionType: values.transactionType || null,
      }),
  );
  return (
    <EditorSection
      title={t('adEditor:start.title')}
      hint={t('adEditor:start.intro')}
      testId="ad-editor-start"
    >
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => onChoose(choiceSchema.parse(values)),
          (errors) => {
            const first = ['propertyType', 'transactionType'].find((path) => errors[path]);
            if (first) form.getInputNode(first)?.focus();
          },
        )}
      >
        <TypeFields fields={bindFields(form)} placeholder={t('adEditor:type.choose')} />
        <Group justify="flex-end" mt="lg">
          <Button type="submit" data-testid="ad-editor-start-continue">
            {t('adEditor:start.continue')}
          </Button>
        </Group>
      </form>
    </EditorSection>
  );
}

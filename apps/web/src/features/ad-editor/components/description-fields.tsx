import type { Language } from '@app/contract';
import { DESCRIPTION_MAX, LANGUAGES } from '@app/contract';
import { Stack, Textarea } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { LANGUAGE_NAMES } from '../../../lib/language-names';
import type { FieldBinding } from './field-binding';

/** nl, fr and en stacked, each with its character counter; all visible, so no error hides in a tab. */
export function DescriptionFields({ fields }: { fields: FieldBinding }) {
  return (
    <Stack gap="md">
      {LANGUAGES.map((lang) => (
        <DescriptionField key={fields.key(`descriptions.${lang}`)} lang={lang} fields={fields} />
      ))}
    </Stack>
  );
}

function DescriptionField({ lang, fields }: { lang: Language; fields: FieldBinding }) {
  const { t } = useTranslation();
  const { defaultValue, onChange, ...props } = fields.props(`descriptions.${lang}`);
  // The form is uncontrolled: the counter keeps its own count of what is typed.
  const [length, setLength] = useState(String(defaultValue ?? '').length);
  const over = length > DESCRIPTION_MAX;
  return (
    <Textarea
      {...props}
      defaultValue={defaultValue as string}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
        setLength(event.currentTarget.value.length);
        (onChange as (event: ChangeEvent<HTMLTextAreaElement>) => void)(event);
      }}
      label={t('adEditor:descriptions.label', { language: t(LANGUAGE_NAMES[lang]) })}
      description={t('adEditor:descriptions.counter', { count: length, max: DESCRIPTION_MAX })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={over ? { description: { color: 'var(--mantine-color-error)' } } : undefined}
      lang={lang}
      // No autosize: it needs document.fonts, which jsdom lacks; the user can resize.
      rows={6}
      resize="vertical"
      data-testid={`ad-editor-description-${lang}`}
    />
  );
}

import type { Language } from '@app/contract';
import { LANGUAGES } from '@app/contract';
import { Fieldset, SimpleGrid, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '@app/i18n/react';
import { LANGUAGE_NAMES } from '../../../lib/language-names';

/** One labelled textarea per language, all visible, so an error is never hidden behind a tab. */
export function PerLanguageFields({
  legend,
  label,
  inputProps,
  inputKey,
  rows,
  testId,
}: {
  legend: string;
  /** The field's label with the language's name in it. */
  label: (language: string) => string;
  inputProps: (lang: Language) => GetInputPropsReturnType;
  /** The form's key of each input (uncontrolled form). */
  inputKey: (lang: Language) => string;
  rows: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={legend} data-testid={testId}>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {LANGUAGES.map((lang) => (
          <Textarea
            {...inputProps(lang)}
            key={inputKey(lang)}
            label={label(t(LANGUAGE_NAMES[lang]))}
            lang={lang}
            // No autosize: it needs document.fonts, which jsdom lacks; the user can resize.
            rows={rows}
            resize="vertical"
            data-testid={`${testId}-${lang}`}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

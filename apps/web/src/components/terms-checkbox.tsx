import { PORTAL_TERMS_URL } from '@app/contract';
import { Anchor, Checkbox } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../lib/i18n';

/**
 * "I accept the general terms and conditions": the one box of every order and information request,
 * with the terms one click away, so what is accepted can be read first (issue 48). The link is the
 * box's description, not part of its label: a click on it opens the terms and does not tick the box.
 */
export function TermsCheckbox({
  inputProps,
  testId,
}: {
  inputProps: GetInputPropsReturnType;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Checkbox
      {...inputProps}
      label={t('orders:terms.accept')}
      description={
        <Anchor href={PORTAL_TERMS_URL[currentLanguage(i18n)]} target="_blank" rel="noopener" size="xs">
          {t('orders:terms.read')}
        </Anchor>
      }
      required
      data-testid={testId}
    />
  );
}

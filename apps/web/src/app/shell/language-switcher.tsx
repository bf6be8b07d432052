import type { Language } from '@app/contract';
import { LANGUAGES } from '@app/contract';
import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { switchLanguagePath, useCurrentRoute, useLanguage, writeLanguageCookie } from '../../lib/language';
import classes from './language-switcher.module.css';

const LANGUAGE_NAME_KEYS: Record<Language, string> = {
  nl: 'shell:language.nl',
  fr: 'shell:language.fr',
  en: 'shell:language.en',
};

/** nl / fr / en: the same page in another language; remembers the choice in the language cookie. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const route = useCurrentRoute();
  return (
    <Group
      component="ul"
      gap={2}
      wrap="nowrap"
      className={classes.list}
      aria-label={t('shell:language.label')}
    >
      {LANGUAGES.map((target) => (
        <li key={target}>
          <UnstyledButton
            component={Link}
            to={switchLanguagePath(location, route, target)}
            className={classes.link}
            lang={target}
            hrefLang={target}
            aria-label={t(LANGUAGE_NAME_KEYS[target])}
            aria-current={target === lang ? 'true' : undefined}
            data-language={target}
            onClick={() => writeLanguageCookie(target)}
          >
            {target.toUpperCase()}
          </UnstyledButton>
        </li>
      ))}
    </Group>
  );
}

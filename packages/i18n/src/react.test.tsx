// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Messages } from './messages';
import { I18nProvider, useTranslation } from './react';

afterEach(cleanup);

function messages(): Messages {
  const i18n = new Messages();
  i18n.add('nl', 'common', { retry: 'Opnieuw' });
  i18n.add('fr', 'common', { retry: 'Réessayer' });
  i18n.language = 'nl';
  return i18n;
}

/** A label memoized from `t`, as screens do with columns and options. */
function Label() {
  const { t } = useTranslation();
  const label = useMemo(() => t('common:retry'), [t]);
  return <button type="button">{label}</button>;
}

describe('useTranslation', () => {
  it('renders again with a new t when the language switches', async () => {
    const i18n = messages();
    render(
      <I18nProvider i18n={i18n}>
        <Label />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Opnieuw');

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('button').textContent).toBe('Réessayer');
  });

  it('follows the instance of its own tree', () => {
    const french = messages();
    french.language = 'fr';
    render(
      <I18nProvider i18n={french}>
        <Label />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Réessayer');
  });

  it('says when no provider is above it', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Label />)).toThrow('useTranslation needs an I18nProvider above it');
    } finally {
      console.error = quiet;
    }
  });
});

import type { Language } from '@app/contract';
import { startMessage } from '@app/i18n';
import classes from './start-failure.module.css';

export const START_FAILED_TEST_ID = 'start-failed';

/**
 * When the app cannot start (its catalogs did not load, or its first render failed to begin): says so
 * in the page's language, with a button that loads the page again. Until now the page stayed as it
 * was: blank when the browser draws it, readable but never interactive when the server drew it, and
 * nothing said why. A page the server drew stays readable below the notice. Plain DOM: React, Mantine
 * and the catalogs may be what failed, so the messages come with the entry.
 */
export function showStartFailure(
  lang: Language,
  error: unknown,
  reloadPage: () => void = () => window.location.reload(),
): void {
  console.error('The app could not start:', error);
  if (document.querySelector(`[data-testid="${START_FAILED_TEST_ID}"]`)) return;
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.dataset.testid = START_FAILED_TEST_ID;
  notice.className = classes.notice ?? '';
  const text = document.createElement('p');
  text.textContent = startMessage(lang, 'start:failed');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = startMessage(lang, 'start:reload');
  reload.addEventListener('click', reloadPage);
  notice.append(text, reload);
  document.body.prepend(notice);
}

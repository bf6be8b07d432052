import { routeId } from '@app/contract';
import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useCurrentRoute } from '../../lib/language';
import classes from './shell.module.css';

export const MAIN_ID = 'main-content';

/** First focusable element of every page: jumps over header and menu. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_ID}`} className={classes.skipLink}>
      {t('common:skipToContent')}
    </a>
  );
}

/**
 * The `<main>` of every page. It carries `data-route="{routeId}"` (e.g. savedsearches-fr), or
 * `not-found` outside the route table, so end-to-end tests can tell the pages apart.
 */
export function RouteMain({ children }: { children: ReactNode }) {
  const route = useCurrentRoute();
  return (
    <AppShell.Main
      id={MAIN_ID}
      tabIndex={-1}
      className={classes.main}
      data-route={route ? routeId(route.name, route.lang) : 'not-found'}
    >
      {children}
    </AppShell.Main>
  );
}

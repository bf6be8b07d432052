import type { AnyRouteName } from '@app/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from '@app/i18n/react';

/** Route titles live in the `routes` namespace, one per route name (a declared key family). */
export const ROUTE_TITLE_PREFIX = 'routes:title.';
export const routeTitleKey = (name: AnyRouteName): string => `${ROUTE_TITLE_PREFIX}${name}`;

/** `<title>`: the page's title, then the application's name. */
export const documentTitle = (title: string, appName: string): string => `${title} · ${appName}`;

export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useDocumentTitle(documentTitle(title, t('shell:appName')));
}

import type { CurrentUser, Language } from '@app/contract';
import { MENU_COLLAPSE_BELOW, routePath } from '@app/contract';
import { Button, Center, em, Group, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { RouteOutlet } from './pending-route';
import { currentUserQuery, useCurrentUser } from '../../lib/auth/current-user';
import { useSignOut } from '../../lib/auth/sign-out';
import { citiesQuery, useCities } from '../../lib/lookups/cities';
import { typesQuery, useTypes } from '../../lib/lookups/types';
import { myProductsQuery, useMyProducts } from '../../features/products/api/my-products';
import { useCurrentRoute, useLanguage } from '../../lib/language';
import { Link } from '../../lib/link';
import { requestLogin } from '../../lib/login-bridge';
import { buildMenu, displayName, isActiveUser } from '../menu';
import { Frame, MAIN_ID, RouteMain, ShellHeader, SkipLink } from './frame';
import { LanguageSwitcher } from './language-switcher';
import { MenuToggle } from './menu-toggle';
import classes from './shell.module.css';
import { SideMenu } from './side-menu';
import { settle } from '../../lib/settle';
import type { Caller } from '../../lib/http';
import { ScreenAssumption, useMediaQuery } from '../../lib/use-media-query';

const NAVBAR_ID = 'side-menu';
const DESKTOP_QUERY = `(min-width: ${em(MENU_COLLAPSE_BELOW)})`;

/**
 * What an inactive account sees instead of the pages: few accounts are inactive, and the server draws
 * no page for them (entry-server.tsx), so its code (and its mutation) loads only for them (issue 14).
 * Its messages are the shell's (namespaces.test.ts).
 */
const InactiveNotice = lazy(async () => ({ default: (await import('../inactive-notice')).InactiveNotice }));

const wantsProducts = (user: CurrentUser | undefined): user is CurrentUser =>
  !!user && user.isProUser && isActiveUser(user);

/**
 * What the shell waits for, asked for as the app starts (main.tsx) when the first page is in the
 * shell: beside the code and the catalogs rather than after them, so the first screen does not wait
 * for a round trip that could have started a second earlier (issue 14). The queries are the shell's
 * own: it finds them answered, or in flight, and shows their failure as it would its own. The server
 * asks the same with its own `caller` before it renders a page, and waits for them.
 */
export async function startShellQueries(queryClient: QueryClient, lang: Language, caller?: Caller) {
  await Promise.all([
    queryClient.prefetchQuery(citiesQuery(lang, {}, caller)),
    queryClient.prefetchQuery(typesQuery(lang, caller)),
    queryClient.prefetchQuery(currentUserQuery(caller)).then(async () => {
      const user = queryClient.getQueryData(currentUserQuery().queryKey);
      if (wantsProducts(user)) await queryClient.prefetchQuery(myProductsQuery(user.id, caller));
    }),
  ]);
}

/**
 * The signed-in part of the app (spec section 7, "at shell start"): the current user (a 401 opens the
 * login modal), then cities and types, plus products for professionals; a loader meanwhile. Cities and
 * types are public, so they are asked for right after the user instead of once it has answered: one
 * round trip less before the first screen (issue 14).
 */
export function Shell() {
  const lang = useLanguage();
  const userQuery = useCurrentUser();
  const user = userQuery.data;
  const citiesQuery = useCities(lang);
  const typesQuery = useTypes(lang);
  const productsQuery = useMyProducts(user?.id ?? 0, wantsProducts(user));

  const queries = wantsProducts(user)
    ? [userQuery, citiesQuery, typesQuery, productsQuery]
    : [userQuery, citiesQuery, typesQuery];
  const failed = queries.find((query) => query.isError && query.data === undefined);
  if (failed) return <StartScreen onRetry={() => void failed.refetch()} />;
  if (!user || queries.some((query) => query.data === undefined)) return <StartScreen />;
  return <ShellLayout user={user} />;
}

/** While the shell starts (or could not): a loader, or the error with a retry button. */
function StartScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('shell:appName'));
  return (
    <main id={MAIN_ID} data-state={onRetry ? 'error' : 'loading'} aria-busy={!onRetry}>
      <Center mih="100vh" p="lg">
        {onRetry ? (
          <Stack align="center" role="alert">
            <Text>{t('errors:generic')}</Text>
            <Button onClick={onRetry}>{t('common:retry')}</Button>
          </Stack>
        ) : (
          <Loader aria-label={t('common:loading')} role="status" />
        )}
      </Center>
    </main>
  );
}

export function ShellLayout({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const queryClient = useQueryClient();
  const signOut = useSignOut();

  // Collapsed by default below MENU_COLLAPSE_BELOW, open above; the toggle works on the current size.
  // A page rendered on the server is drawn for the screen it assumed (ScreenAssumption); where that
  // was wrong, the stylesheet already shows the menu as the screen wants it until the browser has
  // taken the page over.
  const isDesktop = useMediaQuery(DESKTOP_QUERY, useContext(ScreenAssumption).desktop);
  const [mobileOpened, setMobileOpened] = useState(false);
  const [desktopOpened, setDesktopOpened] = useState(true);
  const opened = isDesktop ? desktopOpened : mobileOpened;
  const toggle = () => (isDesktop ? setDesktopOpened((value) => !value) : setMobileOpened((value) => !value));
  const closeOnMobile = () => {
    if (!isDesktop) setMobileOpened(false);
  };

  const groups = useMemo(() => buildMenu(user, lang), [user, lang]);
  const name = displayName(user);
  const active = isActiveUser(user);

  const onSignOut = () =>
    settle(signOut.mutateAsync(), {
      done: () => {
        requestLogin();
        // Forget everything of this user; the shell asks for the current user again (it waits for the login).
        void queryClient.resetQueries();
      },
      // Mantine's notifications load with their container, after the first paint (providers.tsx), not
      // with the shell for a sign-out that seldom fails (issue 14).
      failed: () =>
        void import('@mantine/notifications')
          .then(({ notifications }) => notifications.show({ color: 'red', message: t('errors:generic') }))
          .catch((error: unknown) => console.error('The sign-out failure could not be shown:', error)),
    });

  return (
    <Frame mobileOpen={mobileOpened} desktopOpen={desktopOpened}>
      <SkipLink />
      <ShellHeader>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <MenuToggle opened={opened} onToggle={toggle} controls={NAVBAR_ID} />
            <Text fw={700} size="lg" className={classes.headerName}>
              {t('shell:appName')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {/* The way back to the dashboard for everyone: the private menu has no entry for it. */}
            <Link
              to={routePath('profile', lang)}
              className={classes.userName}
              aria-label={t('shell:toDashboard', { name })}
              data-testid="user-name"
            >
              {name}
            </Link>
            <LanguageSwitcher />
            <Button
              variant="subtle"
              size="sm"
              onClick={onSignOut}
              loading={signOut.isPending}
              leftSection={<IconLogout aria-hidden="true" size={18} />}
              data-testid="sign-out"
            >
              <span className={classes.compactLabel}>{t('shell:signOut')}</span>
            </Button>
          </Group>
        </Group>
      </ShellHeader>
      <nav
        id={NAVBAR_ID}
        aria-label={t('shell:menu.label')}
        data-testid="side-menu"
        data-collapsed={String(!opened)}
        inert={!opened}
        className={classes.navbar}
        data-shell="navbar"
      >
        <div
          // The browser's own scrolling: Mantine's ScrollArea brings a floating-ui package into the first
          // load (issue 14). With every item disabled nothing inside can take focus: the area itself must.
          className={classes.menuScroll}
          tabIndex={active ? undefined : 0}
        >
          <SideMenu groups={groups} route={route} onNavigate={closeOnMobile} />
        </div>
      </nav>
      <RouteMain>
        {active ? (
          <RouteOutlet current={route} />
        ) : (
          <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
            <InactiveNotice />
          </Suspense>
        )}
      </RouteMain>
    </Frame>
  );
}

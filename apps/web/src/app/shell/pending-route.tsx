import type { AnyRouteName } from '@app/contract';
import { matchRoute } from '@app/contract';
import { Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Activity, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import type { CurrentRoute } from '../../lib/language';
import { routeTitleKey } from '../../lib/page-title';

/**
 * The screen a navigation is loading (its code and catalogs) when it is another screen in the same
 * language: null for a change of filters or page in the address, and for a change of language, whose
 * titles are not in yet.
 */
function usePendingRoute(current: CurrentRoute | null): AnyRouteName | null {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  const target = matchRoute(navigation.location.pathname);
  if (!target || !current || target.name === current.name || target.lang !== current.lang) return null;
  return target.name;
}

/**
 * The page being opened, at once: its title and a loader in place of the page being left, while its
 * code and catalogs load. A click on the menu showed nothing for up to a second on a phone's CPU
 * (issue 49: a route change shows its page or its skeleton within 100 ms).
 */
function PendingRoute({ name }: { name: AnyRouteName }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" data-testid="route-pending">
      <Title order={1}>{t(routeTitleKey(name))}</Title>
      <Loader size="sm" aria-label={t('common:loading')} />
    </Stack>
  );
}

/**
 * The route's screen, or the one being opened. The page being left stays mounted until its successor
 * is in (taking it down is the slow part of a change on a phone's CPU), but in a hidden Activity: the
 * router gives every route a new context on each change of its state, so that the click that starts a
 * navigation rendered the whole page being left again (its links, and every screen reading the
 * router's hooks) before the new title could show, up to 300 ms at 4× CPU. A hidden Activity defers
 * that to when the browser is idle (decision 088). Its effects stop meanwhile, and start again if the
 * user goes back to it before the next screen is in.
 */
export function RouteOutlet({ current }: { current: CurrentRoute | null }) {
  const pending = usePendingRoute(current);
  return (
    <>
      {pending ? <PendingRoute name={pending} /> : null}
      <Activity mode={pending ? 'hidden' : 'visible'}>
        {/* A boundary of its own: a page the server drew is taken over shell first, then the screen in a
            render and a commit of their own (React leaves a drawn boundary for later), so that the
            effects of the whole page do not run in one long task (issue 49, decision 087). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Activity>
    </>
  );
}

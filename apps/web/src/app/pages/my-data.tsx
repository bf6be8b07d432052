import { Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/current-user';
import type { Namespace } from '@app/i18n';
import { loadNamespaces } from '../../lib/i18n';
import { LATER_NAMESPACES } from '../../lib/namespaces';
import { ProfileSections } from '../../features/profile/profile-sections';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';

// The other tabs' code and catalogs (the export and deletion, the connected accounts and devices, the
// webhooks) come when their tab is opened, not with the profile most visits are for (issue 49). The
// integrations tab needs its own namespace alone; the others, the rest of LATER_NAMESPACES.data.
const INTEGRATIONS_NAMESPACES = ['webhooks'] as const satisfies readonly Namespace[];
const ACCOUNT_NAMESPACES = LATER_NAMESPACES.data.filter((ns) => ns !== 'webhooks');
const withCatalogs = <M,>(code: Promise<M>, namespaces: readonly Namespace[]) =>
  Promise.all([code, loadNamespaces(namespaces)]).then(([module]) => module);
const PersonalDataPanel = lazy(async () => ({
  default: (await withCatalogs(import('../../features/account/personal-data-panel'), ACCOUNT_NAMESPACES))
    .PersonalDataPanel,
}));
const ConnectionsPanel = lazy(async () => ({
  default: (await withCatalogs(import('../../features/account/connections-panel'), ACCOUNT_NAMESPACES))
    .ConnectionsPanel,
}));
const IntegrationsPanel = lazy(async () => ({
  default: (await withCatalogs(import('../../features/webhooks/integrations-panel'), INTEGRATIONS_NAMESPACES))
    .IntegrationsPanel,
}));

/** A tab's panel while its code loads. */
function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={t('common:loading')} role="status" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

const TABS = ['profile', 'privacy', 'connections', 'integrations'] as const;
type Tab = (typeof TABS)[number];
/** Integrations (webhooks) are for professionals only: another user never sees the tab. */
const tabsFor = (isProUser: boolean): readonly Tab[] =>
  isProUser ? TABS : TABS.filter((tab) => tab !== 'integrations');

/**
 * The `data` route: the profile, what is stored about the user (export, deletion), the connected
 * accounts and devices, and for professionals the integrations (webhooks). The tab lives in `?tab=`
 * so links (e.g. a provider's redirect) can open one.
 */
export function MyDataPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(user?.isProUser ?? false);
  const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  const title = t(routeTitleKey('data'));
  usePageTitle(title);

  const select = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'profile') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profile" data-testid="tab-profile">
            {t('common:myData.tabs.profile')}
          </Tabs.Tab>
          <Tabs.Tab value="privacy" data-testid="tab-privacy">
            {t('common:myData.tabs.privacy')}
          </Tabs.Tab>
          <Tabs.Tab value="connections" data-testid="tab-connections">
            {t('common:myData.tabs.connections')}
          </Tabs.Tab>
          {user.isProUser ? (
            <Tabs.Tab value="integrations" data-testid="tab-integrations">
              {t('profile:integrationsTab')}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          <ProfileSections user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="privacy" pt="lg">
          <Loading>
            <PersonalDataPanel />
          </Loading>
        </Tabs.Panel>
        <Tabs.Panel value="connections" pt="lg">
          <Loading>
            <ConnectionsPanel />
          </Loading>
        </Tabs.Panel>
        {user.isProUser ? (
          <Tabs.Panel value="integrations" pt="lg">
            <Loading>
              <IntegrationsPanel />
            </Loading>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}

export default MyDataPage;

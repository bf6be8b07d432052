import { routePath } from '@app/contract';
import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ListPagination } from '../../components/list-pagination';
import { useDeferredValue } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../lib/link';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { currentLanguage } from '../../lib/i18n';
import { useQueuedSearchParams } from '../../lib/use-queued-search-params';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useContacts } from './api/my-contacts';
import { ContactFilters } from './components/contact-filters';
import type { FilterChange } from './components/contact-filters';
import { ContactsToolbar } from './components/contacts-toolbar';
import { LeadCards, LeadTable } from './components/lead-list';
import { ListingContactsCards, ListingContactsTable } from './components/listing-contacts-list';
import type { ContactListView, ContactSide } from './contact-params';
import { DEFAULT_VIEW, filterOf, isFiltered, readView, routeVlancodeOf, writeView } from './contact-params';
import print from '../../components/printable-list.module.css';
import { QueryError } from '../../components/query-error';
import { useCardsLayout } from '../../lib/cards-layout';

/** Phones (below the tablet breakpoint) get cards; printing always lays out the table. */
export { CARDS_QUERY } from '../../lib/cards-layout';

const ROUTE_OF = { received: 'emails', sent: 'contacts-sent' } as const;

/**
 * The contacts received (`emails/:vlancode?`) or sent (`contacts-sent`): leads newest first or
 * grouped by ad, with the period, listing, view and page in the URL.
 */
export function ContactsPage({ side }: { side: ContactSide }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey(ROUTE_OF[side]));
  usePageTitle(title);

  return (
    <Stack gap="lg" className={print.page} data-testid={`contacts-${side}`}>
      <Title order={1}>{title}</Title>
      {user ? (
        <ContactList userId={user.id} side={side} />
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}

function ContactList({ userId, side }: { userId: number; side: ContactSide }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const navigate = useNavigate();
  const routeParams = useParams();
  const [params, updateParams] = useQueuedSearchParams();
  const listingInQuery = side === 'sent';
  const routeVlancode = routeVlancodeOf(side, routeParams);
  const view = readView(params, routeVlancode);
  const filter = filterOf(view);
  const list = useContacts(userId, side, filter);
  const asCards = useCardsLayout();

  const pathOf = (vlancode: string) =>
    listingInQuery ? routePath(ROUTE_OF[side], lang) : routePath('emails', lang, { vlancode });
  const hrefOf = (next: ContactListView) => {
    const search = writeView(next, listingInQuery).toString();
    return `${pathOf(next.vlancode)}${search ? `?${search}` : ''}`;
  };
  // A new history entry per change, so the back button returns to the previous view.
  const show = (next: ContactListView) => {
    if (next.vlancode === view.vlancode) updateParams(() => writeView(next, listingInQuery));
    else void navigate(hrefOf(next));
  };
  const change = (update: FilterChange) => {
    if (update.vlancode !== undefined && update.vlancode !== view.vlancode) {
      show({ ...view, ...update, page: DEFAULT_VIEW.page });
      return;
    }
    updateParams((latest) =>
      writeView({ ...readView(latest, routeVlancode), ...update, page: DEFAULT_VIEW.page }, listingInQuery),
    );
  };
  // A listing's contacts: chronological, same period.
  const listingHref = (vlancode: string) =>
    hrefOf({ ...view, vlancode, view: 'chronological', page: DEFAULT_VIEW.page });

  // Drawn in a transition, as My properties' rows are (decision 043): the answer's own render is one task.
  const page = useDeferredValue(list.data);
  const filtered = isFiltered(view);

  return (
    <Stack gap="md">
      <div className={print.noPrint}>
        <ContactFilters
          view={view}
          onChange={change}
          onReset={() => show({ ...DEFAULT_VIEW, view: view.view })}
          canReset={filtered}
        />
      </div>
      {view.vlancode ? (
        <Group gap="sm" data-testid="contacts-one-listing">
          <Title order={2} size="h4">
            {t('contacts:oneListing', { vlancode: view.vlancode })}
          </Title>
          <Anchor component={Link} to={hrefOf({ ...view, vlancode: '', page: 1 })} className={print.noPrint}>
            {t('contacts:filters.allListings')}
          </Anchor>
        </Group>
      ) : null}
      <section aria-labelledby="contacts-results-heading" data-testid="contacts-results">
        <Group justify="space-between" align="center" mb="sm" gap="sm">
          <Title order={view.vlancode ? 3 : 2} size="h4" id="contacts-results-heading">
            {t('contacts:results')}
          </Title>
          <ContactsToolbar side={side} filter={filter} canExport={(page?.paging.total ?? 0) > 0} />
        </Group>
        {list.isError && !page ? (
          <QueryError query={list} testId="contacts-error" />
        ) : !page ? (
          <Loader size="sm" aria-label={t('common:loading')} data-testid="contacts-loading" />
        ) : (
          <Stack gap="md" aria-busy={list.isFetching} opacity={list.isPlaceholderData ? 0.6 : 1}>
            <Text fw={600} role="status" data-testid="contacts-total">
              {page.view === 'byListing'
                ? t('contacts:total.listings', { total: page.paging.total })
                : t('contacts:total.leads', { total: page.paging.total })}
            </Text>
            {page.tooMany ? (
              <Alert color="yellow" title={t('contacts:tooMany.title')} data-testid="contacts-too-many">
                {t('contacts:tooMany.body')}
              </Alert>
            ) : null}
            {page.data.length === 0 ? (
              <Text data-testid="contacts-empty">
                {filtered
                  ? t('contacts:empty.filtered')
                  : side === 'sent'
                    ? t('contacts:empty.sent')
                    : t('contacts:empty.received')}
              </Text>
            ) : page.view === 'byListing' ? (
              asCards ? (
                <ListingContactsCards rows={page.data} listingHref={listingHref} />
              ) : (
                <ListingContactsTable rows={page.data} listingHref={listingHref} />
              )
            ) : asCards ? (
              <LeadCards leads={page.data} listingHref={listingHref} side={side} />
            ) : (
              <LeadTable leads={page.data} listingHref={listingHref} side={side} />
            )}
            <ListPagination
              label={t('contacts:pagination.label')}
              testId="contacts-pagination"
              className={print.noPrint}
              totalPages={page.paging.totalPages}
              page={view.page}
              compact={asCards}
              onChange={(number) => show({ ...view, page: number })}
            />
          </Stack>
        )}
      </section>
    </Stack>
  );
}

import type { DashboardTodo } from '@app/contract';
import { DASHBOARD_TODO_DAYS as TODO_DAYS, routePath, STATUS_IDS_PUBLIC } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { useCurrentLanguage } from '../../../lib/i18n';

/*
 * My properties' views, in its query string names (lib/listing-view's PARAM): written out rather
 * than imported, which would bring the list's URL reader into the first paint.
 * dashboard-page.test.tsx reads the links back with readView.
 */
const GOING_OFFLINE = `${STATUS_IDS_PUBLIC.map((id) => `status=${id}`).join('&')}&offline=soon&sort=offlineDate&dir=asc`;
const BEHIND_MARKET = 'market=behind';

/**
 * Issue 50: what needs doing, at the top of the dashboard; each line a link to the screen that deals
 * with it. The contacts always show (a quiet week is news too); the other lines only when there is
 * something to do, and a calm sentence when there is nothing.
 */
export function TodoList({ todo }: { todo: DashboardTodo }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  // Figures through the shared formatter (nl-BE, fr-BE, en-BE); the plural is chosen on the number.
  const figure = (value: number) => formatNumber(value, lang);
  const counted = (key: string, count: number, days = 0) =>
    t(key, { count, n: figure(count), days: figure(days) });
  const difference = todo.contacts - todo.previousContacts;
  const contacts = t(
    difference > 0
      ? 'dashboard:todo.contactsMore'
      : difference < 0
        ? 'dashboard:todo.contactsFewer'
        : 'dashboard:todo.contactsSame',
    {
      contacts: counted('dashboard:todo.contacts', todo.contacts, TODO_DAYS.contacts),
      difference: figure(Math.abs(difference)),
      previous: figure(todo.previousContacts),
      days: figure(TODO_DAYS.contacts),
    },
  );
  const properties = routePath('properties', lang);
  // The received contacts of the days counted (the contacts' `from` and `to` query names).
  const contactsPeriod = `from=${todo.contactsPeriod.from}&to=${todo.contactsPeriod.to}`;
  const products = todo.productsEnding ?? 0;
  const others = (
    [
      [
        todo.goingOffline,
        counted('dashboard:todo.goingOffline', todo.goingOffline, TODO_DAYS.offline),
        `${properties}?${GOING_OFFLINE}`,
      ],
      [
        todo.behindMarket,
        counted('dashboard:todo.behindMarket', todo.behindMarket),
        `${properties}?${BEHIND_MARKET}`,
      ],
      [
        products,
        counted('dashboard:todo.productsEnding', products, TODO_DAYS.productsEnding),
        routePath('products-summary', lang),
      ],
    ] as const
  ).filter(([count]) => count > 0);

  return (
    <section aria-labelledby="dashboard-todo-heading" data-testid="dashboard-todo">
      <Title order={2} size="h3" mb="sm" id="dashboard-todo-heading">
        {t('dashboard:todo.title')}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {[[1, contacts, `${routePath('emails', lang)}?${contactsPeriod}`] as const, ...others].map(
          ([, text, href]) => (
            <li key={href}>
              <Anchor component={Link} to={href}>
                {text}
              </Anchor>
            </li>
          ),
        )}
      </Stack>
      {others.length === 0 ? (
        <Text mt="xs" data-testid="dashboard-todo-nothing">
          {t('dashboard:todo.nothing')}
        </Text>
      ) : null}
    </section>
  );
}

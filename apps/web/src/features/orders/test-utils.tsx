import type { CurrentUser, Language, Order } from '@app/contract';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { mockApi, renderWithProviders } from '../../test/render';

export { property } from '../../test/properties';

/** An order as the server sends it (valid against the contract). */
export const order = (overrides: Partial<Order> & Pick<Order, 'id'>): Order => ({
  type: 'publication',
  package: 'standard',
  amount: 49,
  reference: `ORD-2026-${String(overrides.id).padStart(5, '0')}`,
  structuredCommunication: '+++600/0000/24012+++',
  createdAt: '2026-11-02T09:15:00.000Z',
  paidAt: null,
  listingId: 7,
  projectId: null,
  remarks: null,
  invoice: null,
  ...overrides,
});

/** A component of the feature with the app's providers and a fetch double ("METHOD path" handlers). */
export function renderOrders(
  content: ReactNode,
  user: CurrentUser,
  handlers: Record<string, Handler> = {},
  lang: Language = 'en',
) {
  applyLanguage(lang);
  const api = mockApi(user, handlers);
  return { ...renderWithProviders(content, api), api };
}

/** No delay between keystrokes: forms are large for jsdom. */
export const typist = () => userEvent.setup({ delay: null });

export function cleanNotifications() {
  notifications.clean();
}

/** The state-changing requests the double received, with JSON bodies parsed. */
export function writesOf(api: ReturnType<typeof mockApi>) {
  return api.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
    .map(([input, init]) => ({
      method: init?.method,
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

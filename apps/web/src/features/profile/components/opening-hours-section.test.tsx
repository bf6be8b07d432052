import type { Profile } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/render';
import { agency } from '../../../test/users';
import { agencyProfile, cleanNotifications, renderSection, requestsOf, typist } from '../test-utils';
import { OpeningHoursSection } from './opening-hours-section';

afterEach(cleanNotifications);

const SECTION = (profile: Profile, userId: number) => (
  <OpeningHoursSection userId={userId} saved={profile.pro!.openingHours} />
);
const writes = (api: Parameters<typeof requestsOf>[0]) =>
  requestsOf(api)
    .filter((request) => request.method !== 'GET')
    .map(({ method, url, body }) => ({ method, url, body }));

const setTime = async (user: ReturnType<typeof typist>, row: HTMLElement, label: string, value: string) => {
  const input = within(row).getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
};

describe('opening hours', { timeout: 15_000 }, () => {
  it('saves a new day with POST, a changed day with PUT and a cleared day with DELETE', async () => {
    const user = typist();
    const { api } = renderSection(SECTION, agency, agencyProfile, {
      'POST my-profile/user/pro/openinghours': ({ body }) =>
        json(200, { data: { id: 13, ...(body as object) } }),
      'PUT my-profile/user/pro/openinghours/11': ({ body }) =>
        json(200, { data: { id: 11, ...(body as object) } }),
      'DELETE my-profile/user/pro/openinghours/12': () => json(200, { data: { success: true } }),
    });
    const monday = await screen.findByRole('group', { name: 'Monday' });
    const tuesday = screen.getByRole('group', { name: 'Tuesday' });
    const wednesday = screen.getByRole('group', { name: 'Wednesday' });

    await setTime(user, monday, 'Afternoon until', '17:30');
    await user.click(within(tuesday).getByRole('button', { name: 'Clear Tuesday' }));
    await setTime(user, wednesday, 'Morning from', '10:00');
    await setTime(user, wednesday, 'Morning until', '12:30');
    await user.selectOptions(within(wednesday).getByLabelText('By appointment'), 'also');

    // Clearing a day deletes its hours: that is asked first.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', { name: 'Delete these opening hours?' });
    expect(question).toHaveTextContent('These opening hours will be removed: Tuesday.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Your opening hours have been saved.')).toBeInTheDocument();
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        url: '/en/api/core/my-profile/user/pro/openinghours/11',
        body: {
          weekday: 1,
          morningFrom: '09:00',
          morningTo: '12:00',
          afternoonFrom: '13:00',
          afternoonTo: '17:30',
          byAppointment: 'no',
        },
      },
      { method: 'DELETE', url: '/en/api/core/my-profile/user/pro/openinghours/12', body: undefined },
      {
        method: 'POST',
        url: '/en/api/core/my-profile/user/pro/openinghours',
        body: {
          weekday: 3,
          morningFrom: '10:00',
          morningTo: '12:30',
          afternoonFrom: null,
          afternoonTo: null,
          byAppointment: 'also',
        },
      },
    ]);

    // Saved again without changes: the cache holds the new rows, so nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Your opening hours have been saved.')).toHaveLength(2));
    expect(writes(api)).toHaveLength(3);
  });

  it('shows "The schedules indicated are incorrect." on a badly written time and sends nothing', async () => {
    const user = typist();
    const { api } = renderSection(SECTION, agency, agencyProfile);
    const friday = await screen.findByRole('group', { name: 'Friday' });
    await setTime(user, friday, 'Morning from', '9u00');
    await setTime(user, friday, 'Morning until', '12:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(friday).getByLabelText('Morning from')).toHaveAccessibleDescription(
        'The schedules indicated are incorrect.',
      ),
    );
    expect(writes(api)).toEqual([]);
  });

  it('shows the message in French too, and a server refusal on its own row', async () => {
    const user = typist();
    renderSection(
      SECTION,
      agency,
      agencyProfile,
      {
        'POST my-profile/user/pro/openinghours': () =>
          json(409, { error: 'conflict', messageKey: 'errors:weekdayTaken' }),
      },
      'fr',
    );
    const saturday = await screen.findByRole('group', { name: 'Samedi' });
    await setTime(user, saturday, 'Matin de', '10:00');
    await setTime(user, saturday, 'Matin jusqu’à', '09:00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(within(saturday).getByLabelText('Matin jusqu’à')).toHaveAccessibleDescription(
        'Les horaires indiqués sont incorrects.',
      ),
    );

    await setTime(user, saturday, 'Matin jusqu’à', '12:00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await within(saturday).findByTestId('profile-hours-row-error-6')).toHaveTextContent(
      'Ce jour a déjà des heures d’ouverture.',
    );
  });
});

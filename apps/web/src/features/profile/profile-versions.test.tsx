import type { Profile } from '@app/contract';
import type { UserEvent } from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../test/render';
import { agency, privateUser } from '../../test/users';
import { OpeningHoursSection } from './components/opening-hours-section';
import { PersonalSection } from './components/personal-section';
import {
  agencyProfile,
  cleanNotifications,
  privateProfile,
  PROFILE_ETAG,
  renderSection,
  requestsOf,
  typist,
} from './test-utils';

/*
 * Two tabs (issue 45, decision 055): each form names the version it was loaded at, and a 412 shows the
 * current values with a message instead of overwriting a change made elsewhere.
 */

afterEach(cleanNotifications);

const PERSONAL = (profile: Profile, userId: number) => <PersonalSection userId={userId} profile={profile} />;
const HOURS = (profile: Profile, userId: number) => (
  <OpeningHoursSection userId={userId} saved={profile.pro!.openingHours} />
);

const STALE =
  'This information was changed elsewhere. The current values are shown; check them and save again.';
const stale = () => json(412, { error: 'precondition_failed', messageKey: 'errors:preconditionFailed' });

/** Answers in turn, the last one for every call after. */
const inTurn = (...answers: Array<() => Response>) => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!();
};

const writesOf = (api: Parameters<typeof requestsOf>[0]) =>
  requestsOf(api)
    .filter((request) => request.method !== 'GET')
    .map((request) => ({ method: request.method, url: request.url, ifMatch: request.headers['if-match'] }));

const replace = async (user: UserEvent, field: HTMLElement, value: string) => {
  await user.clear(field);
  await user.type(field, value);
};

/**
 * The personal form of a page loaded before `elsewhere` was saved in another tab: the first save is
 * refused (412), reading again shows `elsewhere` under a new version, and the next save is accepted.
 */
const renderChangedElsewhere = (elsewhere: Profile) =>
  renderSection(PERSONAL, privateUser, privateProfile, {
    'GET my-profile/user/details': inTurn(
      () => json(200, { data: privateProfile }, { etag: PROFILE_ETAG }),
      () => json(200, { data: elsewhere }, { etag: '"profile-v2"' }),
    ),
    'PUT my-profile/user': inTurn(stale, () =>
      json(
        200,
        { data: { ...elsewhere, user: { ...elsewhere.user, firstName: 'Sophie' } } },
        { etag: '"v3"' },
      ),
    ),
  });

describe('a profile form saved from an out-of-date page', { timeout: 15_000 }, () => {
  it('says so, shows the current values and saves them with the new version next time', async () => {
    const user = typist();
    // Another tab saved a phone meanwhile: the second read shows it, under a new version.
    const elsewhere: Profile = { ...privateProfile, user: { ...privateProfile.user, phone: '09 111 22 33' } };
    const { api } = renderChangedElsewhere(elsewhere);
    const personal = await screen.findByTestId('profile-personal');
    await replace(user, within(personal).getByLabelText('First name'), 'Sophie');
    await user.click(within(personal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(STALE)).toBeInTheDocument();
    // The form now shows what the server holds: the other tab's phone, and the name as it is there.
    await waitFor(() => expect(within(personal).getByLabelText('Phone')).toHaveValue('09 111 22 33'));
    expect(within(personal).getByLabelText('First name')).toHaveValue('Sofie');
    expect(screen.queryByText('Your personal details have been saved.')).toBeNull();

    await replace(user, within(personal).getByLabelText('First name'), 'Sophie');
    await user.click(within(personal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal details have been saved.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', url: '/en/api/core/my-profile/user', ifMatch: PROFILE_ETAG },
      { method: 'PUT', url: '/en/api/core/my-profile/user', ifMatch: '"profile-v2"' },
    ]);
    const sent = requestsOf(api).filter((request) => request.method === 'PUT')[1]!.body;
    expect(sent).toMatchObject({ firstName: 'Sophie', phone: '09 111 22 33' });
  });

  it('saves on the new version at once when only another part of the profile changed', async () => {
    const user = typist();
    const { api } = renderChangedElsewhere({ ...privateProfile, newsletters: [] });
    const personal = await screen.findByTestId('profile-personal');
    await replace(user, within(personal).getByLabelText('First name'), 'Sophie');
    await user.click(within(personal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your personal details have been saved.')).toBeInTheDocument();
    expect(screen.queryByText(STALE)).toBeNull();
    expect(within(personal).getByLabelText('First name')).toHaveValue('Sophie');
    expect(writesOf(api)).toEqual([
      { method: 'PUT', url: '/en/api/core/my-profile/user', ifMatch: PROFILE_ETAG },
      { method: 'PUT', url: '/en/api/core/my-profile/user', ifMatch: '"profile-v2"' },
    ]);

    // The next save names the version the last one answered, without reading again.
    await user.click(within(personal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(3));
    expect(writesOf(api)[2]!.ifMatch).toBe('"v3"');
    expect(
      requestsOf(api).filter((request) => request.method === 'GET' && request.url.endsWith('/details')),
    ).toHaveLength(2);
  });

  it('opening hours: each change names the version the one before answered', async () => {
    const user = typist();
    const { api } = renderSection(HOURS, agency, agencyProfile, {
      'PUT my-profile/user/pro/openinghours/11': ({ body }) =>
        json(200, { data: { id: 11, ...(body as object) } }, { etag: '"after-monday"' }),
      'POST my-profile/user/pro/openinghours': ({ body }) =>
        json(200, { data: { id: 13, ...(body as object) } }, { etag: '"after-wednesday"' }),
    });
    const monday = await screen.findByRole('group', { name: 'Monday' });
    const wednesday = screen.getByRole('group', { name: 'Wednesday' });
    await replace(user, within(monday).getByLabelText('Afternoon until'), '17:30');
    await replace(user, within(wednesday).getByLabelText('Morning from'), '10:00');
    await replace(user, within(wednesday).getByLabelText('Morning until'), '12:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your opening hours have been saved.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', url: '/en/api/core/my-profile/user/pro/openinghours/11', ifMatch: PROFILE_ETAG },
      { method: 'POST', url: '/en/api/core/my-profile/user/pro/openinghours', ifMatch: '"after-monday"' },
    ]);
  });

  it('opening hours changed elsewhere: the message, and the current hours in the form', async () => {
    const user = typist();
    const current: Profile = {
      ...agencyProfile,
      pro: {
        ...agencyProfile.pro!,
        openingHours: agencyProfile.pro!.openingHours.map((hours) =>
          hours.weekday === 1 ? { ...hours, morningFrom: '08:00' } : hours,
        ),
      },
    };
    const { api } = renderSection(HOURS, agency, agencyProfile, {
      'GET my-profile/user/details': inTurn(
        () => json(200, { data: agencyProfile }, { etag: PROFILE_ETAG }),
        () => json(200, { data: current }, { etag: '"profile-v2"' }),
      ),
      'PUT my-profile/user/pro/openinghours/11': stale,
    });
    const monday = await screen.findByRole('group', { name: 'Monday' });
    await replace(user, within(monday).getByLabelText('Afternoon until'), '17:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(STALE)).toBeInTheDocument();
    await waitFor(() => expect(within(monday).getByLabelText('Morning from')).toHaveValue('08:00'));
    expect(within(monday).getByLabelText('Afternoon until')).toHaveValue('18:00');
    expect(writesOf(api)).toHaveLength(1);
  });
});

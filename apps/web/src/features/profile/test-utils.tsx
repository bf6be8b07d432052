import type { CurrentUser, Language, Profile } from '@app/contract';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { json, mockApi, renderWithProviders } from '../../test/render';
import { useProfile } from './api/profile';
import { ProfileSections } from './profile-sections';

export { agencyProfile, galleryImage, privateProfile } from '../../test/profiles';

/**
 * ProfileSections alone, with the app's providers and a fetch double: GET my-profile/user/details
 * answers `profile`; `handlers` add or replace answers ("METHOD path").
 */
export function renderSections(
  user: CurrentUser,
  profile: Profile,
  handlers: Record<string, Handler> = {},
  lang: Language = 'en',
) {
  return renderWith(<ProfileSections user={user} />, user, profile, handlers, lang);
}

/** One section alone (smaller and faster in jsdom), fed from the same cached profile as the screen. */
export function renderSection(
  section: (profile: Profile, userId: number) => ReactNode,
  user: CurrentUser,
  profile: Profile,
  handlers: Record<string, Handler> = {},
  lang: Language = 'en',
) {
  return renderWith(<CachedProfile userId={user.id} section={section} />, user, profile, handlers, lang);
}

function CachedProfile({
  userId,
  section,
}: {
  userId: number;
  section: (profile: Profile, userId: number) => ReactNode;
}) {
  const profile = useProfile(userId);
  return profile.data ? section(profile.data, userId) : null;
}

function renderWith(
  content: ReactNode,
  user: CurrentUser,
  profile: Profile,
  handlers: Record<string, Handler>,
  lang: Language,
) {
  applyLanguage(lang);
  const api = mockApi(user, {
    // The version a real server answers with the profile (decision 055).
    'GET my-profile/user/details': () => json(200, { data: profile }, { etag: PROFILE_ETAG }),
    ...handlers,
  });
  return { ...renderWithProviders(content, api), api };
}

/** The ETag the fetch double answers with the profile. */
export const PROFILE_ETAG = '"profile-v1"';

/** No delay between keystrokes: the forms are large for jsdom. */
export const typist = () => userEvent.setup({ delay: null });

/** Notifications live in a store outside React: empty it between tests. */
export function cleanNotifications() {
  notifications.clean();
}

/** The requests the double received, with JSON bodies parsed. */
export function requestsOf(api: ReturnType<typeof mockApi>) {
  return api.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    url: String(input),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    headers: (init?.headers ?? {}) as Record<string, string>,
  }));
}

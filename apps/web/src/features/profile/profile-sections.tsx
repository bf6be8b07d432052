import type { CurrentUser } from '@app/contract';
import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import '../../lib/i18n';
import { useProfile } from './api/profile';
import { CompanySection } from './components/company-section';
import { ContactsSection } from './components/contacts-section';
import { GallerySection } from './components/gallery-section';
import { LogoSection } from './components/logo-section';
import { NewslettersSection } from './components/newsletters-section';
import { OpeningHoursSection } from './components/opening-hours-section';
import { PaymentMethodsSection } from './components/payment-methods-section';
import { PersonalSection } from './components/personal-section';
import { QueryError } from '../../components/query-error';

/**
 * The content of the "My data" screen: one section per part of the profile, each with its own save.
 * Everyone has personal details, newsletters and payment methods; professionals also have the
 * agency's details, opening hours, extra contacts, logo and gallery.
 */
export function ProfileSections({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const profile = useProfile(user.id);

  if (profile.isPending) {
    return (
      <Center py="xl" data-testid="profile-loading">
        <Loader aria-label={t('common:loading')} role="status" />
      </Center>
    );
  }
  if (profile.isError) {
    return <QueryError query={profile} testId="profile-error" />;
  }

  const data = profile.data;
  const pro = user.isProUser ? data.pro : null;
  return (
    <Stack gap="lg" data-testid="profile-sections">
      <PersonalSection userId={user.id} profile={data} />
      {user.isProUser && <CompanySection userId={user.id} pro={pro} />}
      {pro && (
        <>
          <OpeningHoursSection userId={user.id} saved={pro.openingHours} />
          <ContactsSection userId={user.id} contacts={pro.extraContacts} />
          <LogoSection userId={user.id} logos={pro.logos} />
          <GallerySection userId={user.id} images={pro.gallery} />
        </>
      )}
      <NewslettersSection userId={user.id} newsletters={data.newsletters} />
      <PaymentMethodsSection userId={user.id} methods={data.paymentMethods} />
    </Stack>
  );
}

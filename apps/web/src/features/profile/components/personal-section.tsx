import type { Language, Profile, UserInfoBody } from '@app/contract';
import { LANGUAGES } from '@app/contract';
import { Button, Group, NativeSelect, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useProfileVersion } from '../api/profile-version';
import { useUpdateUserInfo } from '../api/update-user-info';
import { LocalityInput } from '../../../components/locality-input';
import { useNotify } from './notify';
import { ProfileSection } from './profile-section';
import { LANGUAGE_NAMES } from '../../../lib/language-names';
import { useSchemaCheck } from '../../../lib/schema-check';
import { applyServerFields, useTranslatedForm } from '../../../lib/translated-form';
import { settle } from '../../../lib/settle';

type PersonalValues = {
  firstName: string;
  lastName: string;
  language: Language;
  phone: string;
  mobile: string;
  address: { street: string; number: string; box: string; postcode: string; city: string };
};

const text = (value: string | null | undefined) => value ?? '';

function valuesOf(user: UserInfoBody): PersonalValues {
  return {
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    language: user.language,
    phone: text(user.phone),
    mobile: text(user.mobile),
    address: {
      street: text(user.address.street),
      number: text(user.address.number),
      box: text(user.address.box),
      postcode: text(user.address.postcode),
      city: text(user.address.city),
    },
  };
}

/** The part of the profile this form writes. */
const userOf = (profile: Profile): UserInfoBody => profile.user;

/** 1. Personal details (everyone): names, language, phones, address (PUT my-profile/user). */
export function PersonalSection({ userId, profile }: { userId: number; profile: Profile }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useUpdateUserInfo(userId);
  // The schema loads with the form's first focus, not with the screen.
  const check = useSchemaCheck((schemas) => schemas.UserInfoBody);
  const form = useTranslatedForm<PersonalValues>(valuesOf(profile.user), check.validate);
  const version = useProfileVersion(userId, profile.user, userOf);
  /** Changed elsewhere since the form was loaded: the form shows the current values. */
  const showCurrent = (current: UserInfoBody) => {
    form.setInitialValues(valuesOf(current));
    form.setValues(valuesOf(current));
  };

  const send = (body: UserInfoBody) =>
    settle(
      version.save((ifMatch) => save.mutateAsync({ body, ifMatch }), showCurrent),
      {
        done: ({ answer, etag }) => {
          version.saved(answer.data.user, etag);
          notify.success(t('profile:personal.saved'));
        },
        failed: (error) => {
          applyServerFields(form, error);
          notify.failure(error);
        },
      },
    );
  // A submit waits for the schema: the form is always checked, and sent as the schema reads it.
  const submit = check.submit(
    (schema) => form.onSubmit((values) => send(schema.parse(values)))(),
    (error) => notify.failure(error),
  );

  return (
    <ProfileSection testId="profile-personal" title={t('profile:personal.title')}>
      <form onSubmit={submit} onFocus={check.preload} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
          <TextInput
            label={t('profile:personal.email')}
            value={profile.email}
            readOnly
            variant="filled"
            data-testid="profile-personal-email"
          />
          {profile.userName && (
            <TextInput
              label={t('profile:personal.userName')}
              value={profile.userName}
              readOnly
              variant="filled"
              data-testid="profile-personal-username"
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('firstName')}
            key={form.key('firstName')}
            label={t('profile:personal.firstName')}
            autoComplete="given-name"
            data-testid="profile-personal-first-name"
          />
          <TextInput
            {...form.getInputProps('lastName')}
            key={form.key('lastName')}
            label={t('profile:personal.lastName')}
            autoComplete="family-name"
            data-testid="profile-personal-last-name"
          />
          <TextInput
            {...form.getInputProps('phone')}
            key={form.key('phone')}
            label={t('profile:personal.phone')}
            type="tel"
            autoComplete="tel"
            data-testid="profile-personal-phone"
          />
          <TextInput
            {...form.getInputProps('mobile')}
            key={form.key('mobile')}
            label={t('profile:personal.mobile')}
            type="tel"
            autoComplete="tel"
            data-testid="profile-personal-mobile"
          />
          <NativeSelect
            {...form.getInputProps('language')}
            key={form.key('language')}
            label={t('profile:personal.language')}
            data={LANGUAGES.map((lang) => ({ value: lang, label: t(LANGUAGE_NAMES[lang]) }))}
            data-testid="profile-personal-language"
          />
        </SimpleGrid>

        <Title order={3} size="h4" mt="lg" mb="xs">
          {t('profile:address.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            {...form.getInputProps('address.street')}
            key={form.key('address.street')}
            label={t('profile:address.street')}
            autoComplete="address-line1"
            data-testid="profile-personal-street"
          />
          <TextInput
            {...form.getInputProps('address.number')}
            key={form.key('address.number')}
            label={t('profile:address.number')}
            data-testid="profile-personal-number"
          />
          <TextInput
            {...form.getInputProps('address.box')}
            key={form.key('address.box')}
            label={t('profile:address.box')}
            data-testid="profile-personal-box"
          />
          <LocalityInput
            {...form.getInputProps('address.postcode')}
            key={form.key('address.postcode')}
            valueOf={(city) => city.zip}
            onPick={(city) => form.setFieldValue('address.city', city.localName)}
            label={t('profile:address.postcode')}
            autoComplete="postal-code"
            data-testid="profile-personal-postcode"
          />
          <LocalityInput
            {...form.getInputProps('address.city')}
            key={form.key('address.city')}
            valueOf={(city) => city.localName}
            onPick={(city) => form.setFieldValue('address.postcode', city.zip)}
            label={t('profile:address.city')}
            description={t('profile:address.suggest')}
            autoComplete="address-level2"
            data-testid="profile-personal-city"
          />
        </SimpleGrid>

        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={check.waiting || save.isPending} data-testid="profile-personal-save">
            {t('profile:save')}
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}

import type { Language, Profile, ProDetailsBody, ProProfile } from '@app/contract';
import { LANGUAGES } from '@app/contract';
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useProfileVersion } from '../api/profile-version';
import { useUpdateProDetails } from '../api/update-pro-details';
import type { ExtraAddressValues } from './extra-addresses-fields';
import { emptyExtraAddress, ExtraAddressesFields } from './extra-addresses-fields';
import { useNotify } from './notify';
import { PerLanguageFields } from './per-language-fields';
import { ProfileSection } from './profile-section';
import { useSchemaCheck } from '../../../lib/schema-check';
import { applyServerFields, useTranslatedForm } from '../../../lib/translated-form';
import { settle } from '../../../lib/settle';

type CompanyValues = {
  companyName: string;
  adminEmail: string;
  leadsEmail: string;
  supportEmail: string;
  buyerContactEmail: string;
  fax: string;
  ipiNumber: string;
  vatNumber: string;
  website: string;
  slogan: string;
  description: Record<Language, string>;
  openingHoursComment: Record<Language, string>;
  extraAddresses: ExtraAddressValues[];
};

const text = (value: string | null | undefined) => value ?? '';
const perLanguage = (values: Record<Language, string | null>) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, text(values[lang])])) as Record<Language, string>;

/** What this form writes of the agency part: all but the hours, contacts and images. */
type ProDetails = Omit<ProProfile, 'openingHours' | 'extraContacts' | 'logos' | 'gallery'>;

function valuesOf(pro: ProDetails | null): CompanyValues {
  return {
    companyName: text(pro?.companyName),
    adminEmail: text(pro?.adminEmail),
    leadsEmail: text(pro?.leadsEmail),
    supportEmail: text(pro?.supportEmail),
    buyerContactEmail: text(pro?.buyerContactEmail),
    fax: text(pro?.fax),
    ipiNumber: text(pro?.ipiNumber),
    vatNumber: text(pro?.vatNumber),
    website: text(pro?.website),
    slogan: text(pro?.slogan),
    description: perLanguage(pro?.description ?? { nl: null, fr: null, en: null }),
    openingHoursComment: perLanguage(pro?.openingHoursComment ?? { nl: null, fr: null, en: null }),
    extraAddresses: (pro?.extraAddresses ?? []).map((address) => ({
      ...emptyExtraAddress(),
      companyName: address.companyName,
      street: address.street,
      number: address.number,
      box: text(address.box),
      websiteUrl: text(address.websiteUrl),
    })),
  };
}

/** The part of the profile this form writes, as the server answered it. */
function detailsOf(pro: ProProfile | null): ProDetails | null {
  if (!pro) return null;
  const {
    openingHours: _hours,
    extraContacts: _contacts,
    logos: _logos,
    gallery: _gallery,
    ...details
  } = pro;
  return details;
}

/** 4. Company details (professionals): one save for all of it (PUT my-profile/user/pro/details). */
export function CompanySection({ userId, pro }: { userId: number; pro: ProProfile | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useUpdateProDetails(userId);
  // The schema loads with the form's first focus, not with the screen.
  const check = useSchemaCheck((schemas) => schemas.ProDetailsBody);
  const form = useTranslatedForm<CompanyValues>(valuesOf(pro), check.validate);
  const version = useProfileVersion(userId, detailsOf(pro), (profile: Profile) => detailsOf(profile.pro));
  /** Changed elsewhere since the form was loaded: the form shows the current values. */
  const showCurrent = (current: ProDetails | null) => {
    form.setInitialValues(valuesOf(current));
    form.setValues(valuesOf(current));
  };

  const send = (body: ProDetailsBody) =>
    settle(
      version.save((ifMatch) => save.mutateAsync({ body, ifMatch }), showCurrent),
      {
        done: ({ answer, etag }) => {
          version.saved(detailsOf(answer.data.pro), etag);
          notify.success(t('profile:company.saved'));
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

  const field = (name: keyof CompanyValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      {...form.getInputProps(name)}
      key={form.key(name)}
      label={label}
      data-testid={`profile-company-${name}`}
      {...extra}
    />
  );

  return (
    <ProfileSection testId="profile-company" title={t('profile:company.title')}>
      <form onSubmit={submit} onFocus={check.preload} noValidate>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('companyName', t('profile:company.companyName'), {
              required: true,
              autoComplete: 'organization',
            })}
            {field('adminEmail', t('profile:company.adminEmail'), { required: true, type: 'email' })}
            {field('leadsEmail', t('profile:company.leadsEmail'), { type: 'email' })}
            {field('supportEmail', t('profile:company.supportEmail'), { type: 'email' })}
            {field('buyerContactEmail', t('profile:company.buyerContactEmail'), { type: 'email' })}
            {field('fax', t('profile:company.fax'), { type: 'tel' })}
            {field('ipiNumber', t('profile:company.ipiNumber'), { placeholder: '123.456' })}
            {field('vatNumber', t('profile:company.vatNumber'), {
              placeholder: 'BE0123456749',
              description: t('profile:company.vatHint'),
            })}
            {field('website', t('profile:company.website'), { type: 'url', placeholder: 'https://' })}
            {field('slogan', t('profile:company.slogan'))}
          </SimpleGrid>

          <PerLanguageFields
            legend={t('profile:company.description')}
            label={(language) => t('profile:company.descriptionIn', { language })}
            inputProps={(lang) => form.getInputProps(`description.${lang}`)}
            inputKey={(lang) => form.key(`description.${lang}`)}
            rows={8}
            testId="profile-company-description"
          />
          <PerLanguageFields
            legend={t('profile:company.hoursComment')}
            label={(language) => t('profile:company.hoursCommentIn', { language })}
            inputProps={(lang) => form.getInputProps(`openingHoursComment.${lang}`)}
            inputKey={(lang) => form.key(`openingHoursComment.${lang}`)}
            rows={3}
            testId="profile-company-hours-comment"
          />

          <div>
            <Title order={3} size="h4" mb="xs">
              {t('profile:company.addresses.title')}
            </Title>
            <ExtraAddressesFields form={form} />
          </div>

          <Group justify="flex-end">
            <Button
              type="submit"
              loading={check.waiting || save.isPending}
              data-testid="profile-company-save"
            >
              {t('profile:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}

import { ADVISOR_DESCRIPTION_MAX, ADVISOR_TITLE_MAX, ERR } from '@app/contract';
import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { SearchableSelect } from '../../../components/searchable-select';
import { TEXT_FILTER_DELAY_MS } from '../../../components/text-filter';
import { isApiError } from '../../../lib/http';
import { errorMessageKey } from '../../../lib/i18n';
import { useSchemaCheck } from '../../../lib/schema-check';
import { applyServerFields, useTranslatedForm } from '../../../lib/translated-form';
import { useCreateDossier, useDossierListings } from '../api/advisor';
import { slotListingName } from './product-labels';

interface Values extends Record<string, unknown> {
  listingId: number | undefined;
  title: string;
  description: string;
}

/** The server's own refusals are said as they are; anything else is the spec's dossier failure. */
const KNOWN = new Set<string>([
  ERR.advisorPropertyType,
  ERR.advisorTransactionType,
  ERR.advisorNoCredits,
  ERR.productNotActive,
  ERR.notFound,
]);

/** A new dossier on one of the user's houses or apartments for sale or rent. */
export function DossierForm({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), TEXT_FILTER_DELAY_MS);
  const listings = useDossierListings(userId, q);
  const create = useCreateDossier(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [listingId, setListingId] = useState<string | null>(null);
  // The schema loads with the form's first focus, not with the screen; a submit waits for it.
  const check = useSchemaCheck((schemas) => schemas.CreateDossierBody);
  const form = useTranslatedForm<Values>(
    { listingId: undefined, title: '', description: '' },
    check.validate,
  );

  const send = form.onSubmit(async (values) => {
    setFailure(null);
    setCreated(null);
    try {
      const { data } = await create.mutateAsync({
        listingId: values.listingId!,
        title: values.title,
        description: values.description || null,
      });
      setCreated(t('products:advisor.created', { title: data.title, count: data.creditsLeft }));
      form.reset();
      setListingId(null);
      setSearch('');
    } catch (error) {
      if (applyServerFields(form, error)) return;
      setFailure(
        isApiError(error) && KNOWN.has(error.messageKey) ? error.messageKey : ERR.advisorCreateFailed,
      );
    }
  });

  const submit = check.submit(
    () => send(),
    (error) => setFailure(errorMessageKey(error, i18n)),
  );

  const options = (listings.data ?? []).map((listing) => ({
    value: String(listing.id),
    label: slotListingName(listing),
  }));
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} onFocus={check.preload} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('products:advisor.newTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('products:advisor.rules')}
          </Text>
          <SearchableSelect
            label={t('products:advisor.listing')}
            placeholder={t('products:advisor.listingPlaceholder')}
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            nothingFoundMessage={t('products:advisor.noListings')}
            value={listingId}
            onChange={(value) => {
              setListingId(value);
              form.setFieldValue('listingId', value === null ? undefined : Number(value));
            }}
            error={form.getInputProps('listingId').error}
            filter={({ options: all }) => all}
            required
            data-testid="dossier-listing"
          />
          <TextInput
            {...form.getInputProps('title')}
            key={form.key('title')}
            label={t('products:advisor.dossierTitle')}
            maxLength={ADVISOR_TITLE_MAX}
            required
            data-testid="dossier-title"
          />
          <Textarea
            {...form.getInputProps('description')}
            key={form.key('description')}
            label={t('products:advisor.description')}
            rows={3}
            maxLength={ADVISOR_DESCRIPTION_MAX}
            data-testid="dossier-description"
          />
          {failure ? (
            <Alert color="red" data-testid="dossier-failure">
              <Text size="sm">{t(failure)}</Text>
              {failure === ERR.advisorCreateFailed ? (
                <Text size="sm">{t('products:advisor.persists')}</Text>
              ) : null}
            </Alert>
          ) : null}
          {created ? (
            <Alert color="green" data-testid="dossier-created">
              {created}
            </Alert>
          ) : null}
          <Button
            type="submit"
            loading={check.waiting || create.isPending}
            w="fit-content"
            data-testid="dossier-create"
          >
            {t('products:advisor.create')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

import type { Language, Property, SellerReportLink } from '@app/contract';
import { addDays, brusselsToday, LANGUAGES, SELLER_REPORT_ERR, SELLER_REPORT_LIMITS } from '@app/contract';
import { formatCalendarDay, formatDateTime } from '@app/i18n';
import { useTranslation } from '@app/i18n/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useState } from 'react';
import { runConfirmed } from '../../../components/confirmed-action';
import { DayInput } from '../../../components/day-input';
import { QueryError } from '../../../components/query-error';
import { ShownOnce } from '../../../components/shown-once';
import { isApiError } from '../../../lib/http';
import { errorMessageKey, useCurrentLanguage } from '../../../lib/i18n';
import { listingName } from '../../../lib/property-labels';
import { useSchemaCheck } from '../../../lib/schema-check';
import { settle } from '../../../lib/settle';
import { useTranslatedForm } from '../../../lib/translated-form';
import {
  useCreateSellerReportLink,
  useRevokeSellerReportLink,
  useSellerReportLinks,
} from '../api/seller-reports';

export interface SellerReportDialogProps {
  userId: number;
  property: Property;
  opened: boolean;
  onClose: () => void;
}

/** Literal keys: the i18n check finds every key in the source. */
const STATE_KEYS: Record<SellerReportLink['state'], string> = {
  active: 'properties:sellerReports.state.active',
  revoked: 'properties:sellerReports.state.revoked',
  expired: 'properties:sellerReports.state.expired',
};
const STATE_COLORS: Record<SellerReportLink['state'], string> = {
  active: 'green',
  revoked: 'red',
  expired: 'gray',
};
const MAIL_KEYS: Record<SellerReportLink['weeklyEmail'], string> = {
  off: 'properties:sellerReports.mail.off',
  on: 'properties:sellerReports.mail.on',
  unsubscribed: 'properties:sellerReports.mail.unsubscribed',
};

/** The server's messages of the links, in this namespace's words (its own live in `sellerReport`). */
const ERROR_KEYS: Record<string, string> = {
  [SELLER_REPORT_ERR.endsOn]: 'properties:sellerReports.errors.endsOn',
  [SELLER_REPORT_ERR.max]: 'properties:sellerReports.errors.max',
};
const ownKey = (key: string) => ERROR_KEYS[key] ?? key;

/** The languages by their own names, as the language switcher writes them (the shell's catalog). */
const LANGUAGE_NAMES: Record<Language, string> = {
  nl: 'shell:language.nl',
  fr: 'shell:language.fr',
  en: 'shell:language.en',
};

/** What a new link answers: its addresses, with the token, shown this once. */
interface Made {
  url: string;
  pdfUrl: string;
}

/**
 * A listing's report links for its seller (issue 50): the links made so far, each active one
 * revocable, and a form for a new one. A new link's address is shown once, right after it is made,
 * with a copy button: the server keeps only a hash of its token.
 */
export function SellerReportDialog({ userId, property, opened, onClose }: SellerReportDialogProps) {
  const { t } = useTranslation();
  const [made, setMade] = useState<Made | null>(null);
  const close = () => {
    setMade(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      // The address shown once must not vanish with a stray click beside the dialog.
      closeOnClickOutside={made === null}
      size="lg"
      title={t('properties:sellerReports.title')}
      data-testid="seller-report-dialog"
    >
      <Stack gap="lg">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {listingName(property, t)}
        </Text>
        <Text size="sm">{t('properties:sellerReports.intro')}</Text>
        {made ? (
          <MadeLink made={made} onDone={() => setMade(null)} />
        ) : (
          <NewLinkForm userId={userId} listingId={property.id} onMade={setMade} />
        )}
        <LinkList userId={userId} listingId={property.id} />
      </Stack>
    </Modal>
  );
}

/** The new link, this once: its address, Copy and Open, and the PDF. */
function MadeLink({ made, onDone }: { made: Made; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="seller-report-made">
      <ShownOnce
        value={made.url}
        warning={{ title: t('properties:sellerReports.madeTitle'), text: t('properties:sellerReports.once') }}
        labels={{
          copy: t('properties:sellerReports.copy'),
          copied: t('properties:sellerReports.copied'),
          copyFailed: t('properties:sellerReports.copyFailed'),
        }}
        testId="seller-report"
        valueTestId="seller-report-url"
      >
        <Button
          component="a"
          variant="default"
          href={made.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="seller-report-open"
        >
          {t('properties:sellerReports.open')}{' '}
          <VisuallyHidden>{t('properties:actions.newTab')}</VisuallyHidden>
        </Button>
        <Anchor
          href={made.pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          data-testid="seller-report-pdf"
        >
          {t('properties:sellerReports.pdf')}{' '}
          <VisuallyHidden>{t('properties:actions.newTab')}</VisuallyHidden>
        </Anchor>
      </ShownOnce>
      <Group justify="flex-end">
        <Button onClick={onDone} data-testid="seller-report-made-done">
          {t('properties:sellerReports.madeDone')}
        </Button>
      </Group>
    </Stack>
  );
}

interface NewLinkValues extends Record<string, unknown> {
  language: Language;
  sellerEmail: string;
}

/** A new link: the seller's language, its end date (90 days ahead unless changed), an e-mail. */
function NewLinkForm({
  userId,
  listingId,
  onMade,
}: {
  userId: number;
  listingId: number;
  onMade: (made: Made) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = useCurrentLanguage();
  const today = brusselsToday();
  const [endsOn, setEndsOn] = useState(addDays(today, SELLER_REPORT_LIMITS.defaultDays));
  const [endsOnError, setEndsOnError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = useSchemaCheck((schemas) => schemas.SellerReportLinkBody);
  const form = useTranslatedForm<NewLinkValues>({ language: lang, sellerEmail: '' }, check.validate);
  const create = useCreateSellerReportLink(userId, listingId);
  const titleId = useId();

  const send = ({ language, sellerEmail }: { language: Language; sellerEmail?: string | null | undefined }) =>
    settle(
      create.mutateAsync({
        language,
        ...(endsOn ? { endsOn } : {}),
        ...(sellerEmail ? { sellerEmail } : {}),
      }),
      {
        done: ({ url, pdfUrl }) => onMade({ url, pdfUrl }),
        failed: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (fields) {
            // The end date is the day field's; the others are the form's.
            const { endsOn: endsOnKey, ...others } = fields;
            if (endsOnKey) setEndsOnError(ownKey(endsOnKey));
            form.setErrors(others);
            return;
          }
          const key = isApiError(error) ? ownKey(error.messageKey) : '';
          setRefusal(
            i18n.exists(key)
              ? t(key, { max: SELLER_REPORT_LIMITS.linksPerListing })
              : t(errorMessageKey(error, i18n), isApiError(error) ? (error.values ?? {}) : {}),
          );
        },
      },
    );

  const submit = check.submit(
    (schema) =>
      form.onSubmit((values) => {
        setRefusal(null);
        return send(schema.parse({ language: values.language, sellerEmail: values.sellerEmail }));
      })(),
    (error) => setRefusal(t(errorMessageKey(error, i18n))),
  );

  return (
    <form
      onSubmit={submit}
      onFocus={check.preload}
      noValidate
      aria-labelledby={titleId}
      data-testid="seller-report-form"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('properties:sellerReports.newTitle')}
        </Title>
        <NativeSelect
          label={t('properties:sellerReports.language')}
          data={LANGUAGES.map((value) => ({ value, label: t(LANGUAGE_NAMES[value]) }))}
          key={form.key('language')}
          {...form.getInputProps('language')}
          data-testid="seller-report-language"
        />
        <DayInput
          label={t('properties:sellerReports.endsOn')}
          description={t('properties:sellerReports.endsOnHint', {
            days: SELLER_REPORT_LIMITS.defaultDays,
            max: SELLER_REPORT_LIMITS.maxDays,
          })}
          value={endsOn}
          min={today}
          max={addDays(today, SELLER_REPORT_LIMITS.maxDays)}
          onChange={(day) => {
            setEndsOn(day);
            setEndsOnError(null);
          }}
          error={endsOnError ? t(endsOnError) : undefined}
          testId="seller-report-ends-on"
        />
        <TextInput
          type="email"
          label={t('properties:sellerReports.sellerEmail')}
          description={t('properties:sellerReports.sellerEmailHint')}
          autoComplete="off"
          key={form.key('sellerEmail')}
          {...form.getInputProps('sellerEmail')}
          data-testid="seller-report-email"
        />
        {refusal ? (
          <Alert color="red" role="alert" data-testid="seller-report-refusal">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={check.waiting || create.isPending}
            data-testid="seller-report-create"
          >
            {t('properties:sellerReports.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The links made so far, the newest first. */
function LinkList({ userId, listingId }: { userId: number; listingId: number }) {
  const { t } = useTranslation();
  const links = useSellerReportLinks(userId, listingId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="seller-report-links">
      <Title order={3} size="h5" id={titleId} mb="xs">
        {t('properties:sellerReports.listTitle')}
      </Title>
      {links.isError ? (
        <QueryError query={links} testId="seller-report-links-error" />
      ) : !links.data ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : links.data.length === 0 ? (
        <Text size="sm" data-testid="seller-report-links-empty">
          {t('properties:sellerReports.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {links.data.map((link) => (
            <LinkItem key={link.id} link={link} userId={userId} listingId={listingId} />
          ))}
        </Stack>
      )}
    </section>
  );
}

function LinkItem({
  link,
  userId,
  listingId,
}: {
  link: SellerReportLink;
  userId: number;
  listingId: number;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const revoke = useRevokeSellerReportLink(userId, listingId);
  const language = t(LANGUAGE_NAMES[link.language]);
  const created = formatDateTime(link.createdAt, lang);

  const askRevoke = () =>
    runConfirmed({
      title: t('properties:sellerReports.revokeTitle'),
      question: t('properties:sellerReports.revokeQuestion', { language, created }),
      labels: { confirm: t('properties:sellerReports.revoke'), cancel: t('properties:sellerReports.cancel') },
      destructive: true,
      testId: 'seller-report-revoke',
      run: () => revoke.mutateAsync(link.id),
      succeeded: () => ({
        message: t('properties:sellerReports.revoked'),
        testId: 'seller-report-revoked',
      }),
      failed: (error) => ({
        title: t('properties:sellerReports.revokeFailed'),
        message: t(errorMessageKey(error)),
        testId: 'seller-report-revoke-failed',
      }),
    });

  const fact = (label: string, value: string, testId: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </div>
  );

  return (
    <Paper component="li" withBorder p="xs" data-testid="seller-report-link" data-link-id={link.id}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {language}
          </Text>
          <Badge color={STATE_COLORS[link.state]} variant="light" data-testid="seller-report-link-state">
            {t(STATE_KEYS[link.state])}
          </Badge>
        </Group>
        {link.state === 'active' ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={revoke.isPending}
            onClick={askRevoke}
            aria-label={t('properties:sellerReports.revokeNamed', { language, created })}
            data-testid="seller-report-link-revoke"
          >
            {t('properties:sellerReports.revoke')}
          </Button>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
        {fact(t('properties:sellerReports.created'), created, 'seller-report-link-created')}
        {fact(
          t('properties:sellerReports.endsOnLabel'),
          formatCalendarDay(link.endsOn, lang),
          'seller-report-link-ends-on',
        )}
        {fact(
          t('properties:sellerReports.weeklyEmail'),
          link.sellerEmail && link.weeklyEmail !== 'off'
            ? `${t(MAIL_KEYS[link.weeklyEmail])} (${link.sellerEmail})`
            : t(MAIL_KEYS[link.weeklyEmail]),
          'seller-report-link-mail',
        )}
        {fact(
          t('properties:sellerReports.lastMailed'),
          link.lastMailedWeek ?? t('properties:sellerReports.notMailed'),
          'seller-report-link-last-mailed',
        )}
      </SimpleGrid>
    </Paper>
  );
}

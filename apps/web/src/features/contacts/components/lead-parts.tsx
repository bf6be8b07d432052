import type { Lead } from '@app/contract';
import { isErasedEmail } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { Anchor, Badge, Spoiler, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useCurrentLanguage } from '../../../lib/i18n';
import classes from '../contacts.module.css';

/** When the lead came and, for repeats, how many contacts it holds and when the last one came. */
export function LeadDate({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" data-testid="lead-date">
        {formatDateTime(lead.sentAt, lang)}
      </Text>
      {lead.count > 1 ? (
        <Badge
          variant="light"
          color="blue"
          tt="none"
          data-testid="lead-repeats"
          className={classes.wrapBadge}
        >
          {t('contacts:repeat', { count: lead.count, last: formatDateTime(lead.lastSentAt, lang) })}
        </Badge>
      ) : null}
    </Stack>
  );
}

/** Long messages fold to a few lines; the button unfolds them (printing shows them whole). */
export function LeadMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Spoiler
      maxHeight={66}
      showLabel={t('contacts:message.more')}
      hideLabel={t('contacts:message.less')}
      className={classes.message}
      data-testid="lead-message"
    >
      <Text size="sm" className={classes.messageText}>
        {message}
      </Text>
    </Spoiler>
  );
}

/** The sender's address; a sender who deleted the account left none (decision 030). */
export function LeadEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  if (isErasedEmail(email)) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="lead-email">
        {t('contacts:senderErased')}
      </Text>
    );
  }
  return (
    <Anchor href={`mailto:${email}`} size="sm" className={classes.breakAnywhere} data-testid="lead-email">
      {email}
    </Anchor>
  );
}

export const LeadPhone = ({ phone }: { phone: string | null }) =>
  phone ? (
    <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm" data-testid="lead-phone">
      {phone}
    </Anchor>
  ) : null;

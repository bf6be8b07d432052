import type { WebhookEventType } from '@app/contract';
import { WEBHOOK_ERR, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@app/contract';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { RefObject } from 'react';
import { useTranslation } from '@app/i18n/react';
import { isApiError } from '../../../lib/http';
import type { useTranslatedForm } from '../../../lib/translated-form';
import { applyServerFields } from '../../../lib/translated-form';
import { EVENT_LABELS } from './event-labels';

/**
 * What the add and edit forms hold: the endpoint's address, description and events, and whether it
 * is on (kept as loaded: the card switches it; the add schema leaves it out).
 */
export type EndpointValues = {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
};

export type EndpointForm = ReturnType<typeof useTranslatedForm<EndpointValues>>;

const FIELD_ORDER = ['url', 'description', 'events'];

/** Focuses the first field with an error (in the form's order): keyboard and screen-reader users land on it. */
export function focusFirstError(formElement: RefObject<HTMLFormElement | null>, errors: FormErrors): void {
  const first = FIELD_ORDER.find((path) => errors[path]) ?? Object.keys(errors)[0];
  if (!first || !formElement.current) return;
  const field =
    first === 'events'
      ? formElement.current.querySelector<HTMLElement>('input[type="checkbox"]')
      : formElement.current.querySelector<HTMLElement>(`[data-path="${first}"]`);
  field?.focus();
}

/** The address, description and event boxes, all labelled; errors are message keys, translated. */
export function EndpointFields({
  form,
  testId,
  autoFocus = false,
}: {
  form: EndpointForm;
  /** Prefix of the fields' data-testid. */
  testId: string;
  /** The first field takes the focus as the form opens (a dialog's). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        {...form.getInputProps('url')}
        key={form.key('url')}
        label={t('webhooks:form.url')}
        description={t('webhooks:form.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        maxLength={WEBHOOK_LIMITS.urlMax}
        required
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        data-testid={`${testId}-url`}
      />
      <TextInput
        {...form.getInputProps('description')}
        key={form.key('description')}
        label={t('webhooks:form.description')}
        description={t('webhooks:form.descriptionHint')}
        maxLength={WEBHOOK_LIMITS.descriptionMax}
        data-testid={`${testId}-description`}
      />
      <Checkbox.Group
        {...form.getInputProps('events')}
        key={form.key('events')}
        label={t('webhooks:form.events')}
        description={t('webhooks:form.eventsHint')}
        required
        data-testid={`${testId}-events`}
      >
        <Stack gap="xs" mt="xs">
          {WEBHOOK_EVENT_TYPES.map((event) => (
            <Checkbox
              key={event}
              value={event}
              label={t(EVENT_LABELS[event].label)}
              description={t(EVENT_LABELS[event].hint)}
              data-testid={`${testId}-event-${event}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}

/**
 * A refusal's field messages on the fields: the server's `fields` (a 400), or the address refused
 * (WEBHOOK_ERR.url: not https, or a private network) on the address field; the first one focused.
 */
export function showServerErrors(
  form: EndpointForm,
  formElement: RefObject<HTMLFormElement | null>,
  error: unknown,
): void {
  if (isApiError(error) && error.fields && applyServerFields(form, error)) {
    focusFirstError(formElement, error.fields);
  } else if (isApiError(error) && error.messageKey === WEBHOOK_ERR.url) {
    form.setFieldError('url', WEBHOOK_ERR.url);
    focusFirstError(formElement, { url: WEBHOOK_ERR.url });
  }
}

import type { OpeningHours, Profile } from '@app/contract';
import { BY_APPOINTMENT, LOCALE_OF } from '@app/contract';
import { Alert, Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { isApiError, isCancelled } from '../../../lib/http';
import { isStale } from '../../../lib/versioned';
import { currentLanguage, errorMessageKey } from '../../../lib/i18n';
import { useCreateOpeningHours } from '../api/create-opening-hours';
import { useDeleteOpeningHours } from '../api/delete-opening-hours';
import { useProfileVersion } from '../api/profile-version';
import { useUpdateOpeningHours } from '../api/update-opening-hours';
import type { ByAppointment, HoursRow, RowChange } from './opening-hours-rows';
import {
  applyChange,
  byWeekday,
  changeOf,
  clearedRow,
  isEmptyRow,
  ROW_FIELDS,
  rowErrors,
  rowsOf,
} from './opening-hours-rows';
import { deleteConfirmed } from './confirm-delete';
import { useNotify } from './notify';
import { ProfileSection } from './profile-section';
import { useSchemaCheck } from '../../../lib/schema-check';
import { useTranslatedForm } from '../../../lib/translated-form';
import { weekdayName } from '../../../lib/weekday-names';
import { settle } from '../../../lib/settle';

/** The part of the profile this form writes. */
const hoursOf = (profile: Profile): OpeningHours[] => byWeekday(profile.pro?.openingHours ?? []);

const APPOINTMENT_LABELS: Record<ByAppointment, string> = {
  no: 'profile:hours.appointment.no',
  also: 'profile:hours.appointment.also',
  only: 'profile:hours.appointment.only',
};

/**
 * 5. Opening hours (professionals): a row per weekday. Saving sends only what changed: POST for a
 * new row, PUT for a changed one, DELETE for a cleared one; each row shows its own errors.
 */
export function OpeningHoursSection({ userId, saved }: { userId: number; saved: OpeningHours[] }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const notify = useNotify();
  const create = useCreateOpeningHours(userId);
  const update = useUpdateOpeningHours(userId);
  const remove = useDeleteOpeningHours(userId);
  // A row's schema loads with the form's first focus, not with the screen;
  // a save waits for it, so every row sent was checked.
  const check = useSchemaCheck((schemas) => schemas.OpeningHoursBody);
  const form = useTranslatedForm<{ rows: HoursRow[] }>({ rows: rowsOf(saved) });
  const version = useProfileVersion(userId, byWeekday(saved), hoursOf);
  /** Failures that are not about one field (409 weekday taken, 404…), by weekday. */
  const [rowFailures, setRowFailures] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);

  /** One change, conditional on `ifMatch`: the row the server answered (none for a delete) and the new version. */
  const send = async (
    change: RowChange,
    ifMatch: string,
  ): Promise<{ row: OpeningHours | undefined; etag: string | undefined }> => {
    if (change.kind === 'delete') {
      const { etag } = await remove.mutateAsync({ id: change.id, ifMatch });
      return { row: undefined, etag };
    }
    const { answer, etag } =
      change.kind === 'create'
        ? await create.mutateAsync({ body: change.body, ifMatch })
        : await update.mutateAsync({ id: change.id, body: change.body, ifMatch });
    return { row: answer.data, etag };
  };
  /** Changed elsewhere since the form was loaded: the form shows the current hours. */
  const showCurrent = (current: OpeningHours[]) => {
    const values = { rows: rowsOf(current) };
    form.setInitialValues(values);
    form.setValues(values);
  };

  const save = form.onSubmit(async ({ rows }) => {
    setRowFailures({});
    const invalid = Object.fromEntries(
      rows.flatMap((row, index) =>
        Object.entries(isEmptyRow(row) ? {} : rowErrors(row, check.validate)).map(([field, key]) => [
          `rows.${index}.${field}`,
          key,
        ]),
      ),
    );
    if (Object.keys(invalid).length > 0) {
      form.setErrors(invalid);
      return;
    }

    // Against the hours the form was loaded with: a change made elsewhere is the server's to refuse (412).
    const base = version.base();
    const changes = rows.map((row) =>
      changeOf(
        row,
        base.find((hours) => hours.weekday === row.weekday),
      ),
    );
    const cleared = rows.filter((_, index) => changes[index]?.kind === 'delete');
    if (cleared.length > 0) {
      const days = new Intl.ListFormat(LOCALE_OF[lang], { type: 'conjunction' }).format(
        cleared.map((row) => weekdayName(row.weekday, lang)),
      );
      const confirmed = await deleteConfirmed({
        title: t('profile:hours.confirmTitle'),
        message: t('profile:hours.confirmBody', { days }),
        confirm: t('profile:delete'),
        cancel: t('profile:cancel'),
      });
      if (!confirmed) return;
    }

    setSaving(true);
    let failures: Record<number, string> = {};
    let firstError: unknown = null;
    // One after the other, each naming the version the one before answered: a weekday's POST and a
    // later PUT never race each other. A 412 or a cancellation ends the run; any other failure is
    // the row's own and the next rows go on.
    const sendAll = async (ifMatch: string) => {
      let etag = ifMatch;
      let hours = base;
      for (const [index, row] of rows.entries()) {
        const change = changes[index];
        if (!change) continue;
        try {
          const accepted = await send(change, etag);
          etag = accepted.etag ?? etag;
          hours = applyChange(hours, change, accepted.row);
        } catch (error) {
          if (isStale(error) || isCancelled(error)) throw error;
          firstError ??= error;
          if (isApiError(error) && error.fields) {
            for (const [field, key] of Object.entries(error.fields)) {
              form.setFieldError(`rows.${index}.${field}`, key);
            }
          } else {
            failures[row.weekday] = errorMessageKey(error, i18n);
          }
        }
      }
      return { etag, hours };
    };
    await settle(version.save(sendAll, showCurrent), {
      done: ({ etag, hours }) => version.saved(hours, etag),
      failed: (error) => {
        // The form shows the current hours now: what this run said about its rows no longer applies.
        if (isStale(error)) {
          failures = {};
          form.clearErrors();
        }
        firstError = error;
      },
    });
    setSaving(false);
    setRowFailures(failures);
    if (firstError) notify.failure(firstError);
    else notify.success(t('profile:hours.saved'));
  });
  const submit = check.submit(
    () => save(),
    (error) => notify.failure(error),
  );

  return (
    <ProfileSection testId="profile-hours" title={t('profile:hours.title')}>
      <form onSubmit={submit} onFocus={check.preload} noValidate>
        <Stack gap="sm">
          {form.getValues().rows.map((row, index) => {
            const day = weekdayName(row.weekday, lang);
            const path = (field: keyof HoursRow) => `rows.${index}.${field}`;
            const time = (field: keyof HoursRow, label: string) => (
              <TextInput
                {...form.getInputProps(path(field))}
                key={form.key(path(field))}
                label={label}
                placeholder="00:00"
                maxLength={5}
                autoComplete="off"
                data-testid={`profile-hours-${row.weekday}-${field}`}
              />
            );
            return (
              <Fieldset key={row.weekday} legend={day} data-testid={`profile-hours-row-${row.weekday}`}>
                <SimpleGrid cols={{ base: 2, md: 5 }}>
                  {time('morningFrom', t('profile:hours.morningFrom'))}
                  {time('morningTo', t('profile:hours.morningTo'))}
                  {time('afternoonFrom', t('profile:hours.afternoonFrom'))}
                  {time('afternoonTo', t('profile:hours.afternoonTo'))}
                  <NativeSelect
                    {...form.getInputProps(path('byAppointment'))}
                    key={form.key(path('byAppointment'))}
                    label={t('profile:hours.byAppointment')}
                    data={BY_APPOINTMENT.map((value) => ({ value, label: t(APPOINTMENT_LABELS[value]) }))}
                    data-testid={`profile-hours-${row.weekday}-byAppointment`}
                  />
                </SimpleGrid>
                <Group justify="space-between" mt="xs" wrap="wrap">
                  <div aria-live="polite">
                    {rowFailures[row.weekday] && (
                      <Alert color="red" p="xs" data-testid={`profile-hours-row-error-${row.weekday}`}>
                        {t(rowFailures[row.weekday]!)}
                      </Alert>
                    )}
                  </div>
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconEraser aria-hidden="true" size={16} />}
                    aria-label={t('profile:hours.clearDay', { day })}
                    onClick={() => {
                      // Field by field: an uncontrolled input shows a new value when its own key changes.
                      const cleared = clearedRow(row.weekday);
                      for (const field of ROW_FIELDS) form.setFieldValue(path(field), cleared[field]);
                      form.setErrors(
                        Object.fromEntries(
                          Object.entries(form.errors).filter(([key]) => !key.startsWith(`rows.${index}.`)),
                        ),
                      );
                    }}
                    data-testid={`profile-hours-clear-${row.weekday}`}
                  >
                    {t('profile:hours.clear')}
                  </Button>
                </Group>
              </Fieldset>
            );
          })}
          <Group justify="flex-end">
            <Button type="submit" loading={check.waiting || saving} data-testid="profile-hours-save">
              {t('profile:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}

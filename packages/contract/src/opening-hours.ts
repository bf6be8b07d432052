import { z } from 'zod';
import { dataOf, IdParams, Success } from './common';
import { BY_APPOINTMENT } from './constants';
import { endpoint } from './endpoint';
import { MSG } from './validation';

/** Opening hours: one entry per weekday (1 Monday … 7 Sunday); times are HH:MM. */
const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG.schedule);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
export const OpeningHoursBody = z
  .object({
    weekday: z.number().int().min(1).max(7),
    morningFrom: Time.nullable(),
    morningTo: Time.nullable(),
    afternoonFrom: Time.nullable(),
    afternoonTo: Time.nullable(),
    byAppointment: z.enum(BY_APPOINTMENT),
  })
  .superRefine((hours, ctx) => {
    // A half-day needs both times, in order; the afternoon starts after the morning ends.
    const pairs = [
      ['morningFrom', 'morningTo'],
      ['afternoonFrom', 'afternoonTo'],
    ] as const;
    for (const [from, to] of pairs) {
      const start = hours[from];
      const end = hours[to];
      if ((start === null) !== (end === null) || (start && end && minutes(start) >= minutes(end))) {
        ctx.addIssue({ code: 'custom', path: [start === null ? from : to], message: MSG.schedule });
      }
    }
    if (hours.morningTo && hours.afternoonFrom && minutes(hours.morningTo) > minutes(hours.afternoonFrom)) {
      ctx.addIssue({ code: 'custom', path: ['afternoonFrom'], message: MSG.schedule });
    }
  });
export type OpeningHoursBody = z.infer<typeof OpeningHoursBody>;
export const OpeningHours = z.object({
  id: z.number().int(),
  weekday: z.number().int(),
  morningFrom: z.string().nullable(),
  morningTo: z.string().nullable(),
  afternoonFrom: z.string().nullable(),
  afternoonTo: z.string().nullable(),
  byAppointment: z.enum(BY_APPOINTMENT),
});
export type OpeningHours = z.infer<typeof OpeningHours>;

export const createOpeningHours = endpoint({
  method: 'POST',
  path: 'my-profile/user/pro/openinghours',
  access: 'pro',
  tag: 'profile',
  summary: 'Adds the opening hours of a weekday (409 when that weekday already has hours).',
  body: OpeningHoursBody,
  response: dataOf(OpeningHours),
  versioned: true,
});
export const updateOpeningHours = endpoint({
  method: 'PUT',
  path: 'my-profile/user/pro/openinghours/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'Changes the opening hours of a weekday.',
  params: IdParams,
  body: OpeningHoursBody,
  response: dataOf(OpeningHours),
  versioned: true,
});
export const deleteOpeningHours = endpoint({
  method: 'DELETE',
  path: 'my-profile/user/pro/openinghours/:id',
  access: 'pro',
  tag: 'profile',
  summary: 'Removes the opening hours of a weekday.',
  params: IdParams,
  response: Success,
  versioned: true,
});

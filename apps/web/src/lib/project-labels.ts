import type { Language, Project, ProjectModel, StatusTypeCode } from '@app/contract';
import { PROJECT_REQUESTED_STATUSES, REQUESTED_STATUS_IDS, STATUS_TYPES } from '@app/contract';
import { formatMoney, formatNumber } from '@app/i18n';
import type { TFunction } from '@app/i18n';

export type ProjectRequestedStatus = (typeof PROJECT_REQUESTED_STATUSES)[number];

const codeOfId = (id: number): StatusTypeCode | undefined =>
  STATUS_TYPES.find((type) => type.id === id)?.code;

/** A status by its lookup code, in the words of the status filter. */
export const statusName = (code: StatusTypeCode, t: TFunction): string => t(`lookups:statusType.${code}`);

/** The word for a requested status: the name of the status id it sets. */
export function requestedStatusName(status: ProjectRequestedStatus, t: TFunction): string {
  const code = codeOfId(REQUESTED_STATUS_IDS[status]);
  return code ? statusName(code, t) : status;
}

/** The statuses a project may be changed to: the project's own is left out. */
export const statusChoices = (project: Pick<Project, 'status'>): ProjectRequestedStatus[] =>
  PROJECT_REQUESTED_STATUSES.filter((status) => REQUESTED_STATUS_IDS[status] !== project.status.id);

interface Place {
  street: string | null;
  number: string | null;
  /** The box as the reader says it ("bus 2"): the caller words it. */
  box?: string | null;
  zipcode: string | null;
  city: string | null;
}

/**
 * "Street number box", then "zip city"; parts left empty are left out. My properties has the same
 * for a Property (`addressLines`); projects and drafts are no Property, so they use this one.
 */
export function placeLines(place: Place): string[] {
  const street = [place.street, place.number, place.box].filter(Boolean).join(' ');
  const town = [place.zipcode, place.city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean);
}

/** "min – max", one value when both are the same, null when neither is known. */
function range(min: string | null, max: string | null, t: TFunction): string | null {
  if (min === null || max === null || min === max) return min ?? max;
  return t('projects:range', { min, max });
}

export function surfaceRange(model: ProjectModel, lang: Language, t: TFunction): string | null {
  const format = (value: number | null) => (value === null ? null : formatNumber(value, lang));
  const value = range(format(model.surfaceMin), format(model.surfaceMax), t);
  return value === null ? null : t('projects:surface', { value });
}

/** Euro in nl-BE whatever the language (spec section 9). */
export function priceRange(model: ProjectModel, t: TFunction): string | null {
  const format = (value: number | null) => (value === null ? null : formatMoney(value));
  return range(format(model.priceMin), format(model.priceMax), t);
}

import type { CurrentUser, Language, ProDetailsBody, Profile, ProProfile, UserInfoBody } from '@app/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { findGallery } from './gallery.repository';
import { toGalleryImage } from './gallery.service';
import { findLogos } from './logos.repository';
import { toLogos } from './logos.service';
import { findExtraContacts } from './extra-contacts.repository';
import { toExtraContact } from './extra-contacts.service';
import { newslettersOf } from './newsletters.service';
import { findOpeningHours } from './opening-hours.repository';
import { toOpeningHours } from './opening-hours.service';
import { paymentMethodsOf } from './payment-methods.service';
import type { UserRow } from './profile.repository';
import {
  findExtraAddresses,
  findProProfile,
  findUser,
  saveProDetails,
  updateUserInfo,
} from './profile.repository';

const EMPTY_TEXTS = { nl: null, fr: null, en: null };

function userInfoOf(user: UserRow): UserInfoBody {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    phone: user.phone,
    mobile: user.mobile,
    address: {
      street: user.street,
      number: user.houseNumber,
      box: user.box,
      postcode: user.postcode,
      city: user.city,
    },
  };
}

/** The agency part; an agency that never saved its details gets empty ones, not an error. */
async function proProfileOf(db: Database, user: UserRow, lang: Language): Promise<ProProfile> {
  const [details, addresses, hours, contacts, logos, gallery] = await Promise.all([
    findProProfile(db, user.id),
    findExtraAddresses(db, user.id),
    findOpeningHours(db, user.id),
    findExtraContacts(db, user.id),
    findLogos(db, user.id),
    findGallery(db, user.id),
  ]);
  return {
    companyName: user.companyName ?? '',
    adminEmail: details?.adminEmail ?? '',
    leadsEmail: details?.leadsEmail ?? null,
    supportEmail: details?.supportEmail ?? null,
    buyerContactEmail: details?.buyerContactEmail ?? null,
    fax: details?.fax ?? null,
    ipiNumber: details?.ipiNumber ?? null,
    vatNumber: details?.vatNumber ?? null,
    website: details?.website ?? null,
    slogan: details?.slogan ?? null,
    description: details?.description ?? EMPTY_TEXTS,
    openingHoursComment: details?.openingHoursComment ?? EMPTY_TEXTS,
    extraAddresses: addresses.map((address) => ({
      companyName: address.companyName,
      street: address.street,
      number: address.houseNumber,
      box: address.box,
      websiteUrl: address.websiteUrl,
    })),
    openingHours: hours.map(toOpeningHours),
    extraContacts: contacts.map(toExtraContact),
    logos: toLogos(logos, lang),
    gallery: gallery.map((row) => toGalleryImage(row, lang)),
  };
}

/** Everything the profile screen shows; the agency part only for professional users. */
export async function profileOf(db: Database, currentUser: CurrentUser, lang: Language): Promise<Profile> {
  const user = await findUser(db, currentUser.id);
  if (!user) throw notFound();
  const [pro, newsletters, paymentMethods] = await Promise.all([
    currentUser.isProUser ? proProfileOf(db, user, lang) : null,
    newslettersOf(db, currentUser),
    paymentMethodsOf(db, user.id),
  ]);
  return {
    email: user.email,
    userName: user.userName,
    user: userInfoOf(user),
    pro,
    newsletters,
    paymentMethods,
  };
}

export async function changeUserInfo(
  db: Database,
  user: CurrentUser,
  info: UserInfoBody,
  lang: Language,
): Promise<Profile> {
  await updateUserInfo(db, user.id, info);
  return profileOf(db, user, lang);
}

export async function changeProDetails(
  db: Database,
  user: CurrentUser,
  details: ProDetailsBody,
  lang: Language,
): Promise<Profile> {
  await saveProDetails(db, user.id, details);
  return profileOf(db, user, lang);
}

// The agency's logo is printed on property posters and folders (property-documents).
export { findLogo } from './logos.repository';
export { replaceLogo } from './logos.service';

import type { Language } from '@app/contract';
import type { Person } from './people';

/** The words and sentences of the contacts' messages (builders/messages.ts puts them together). */

export type Texts = Record<Language, string>;
export const KIND_WORDS: Record<'house' | 'apartment' | 'other', Texts> = {
  house: { nl: 'de woning', fr: 'la maison', en: 'house' },
  apartment: { nl: 'het appartement', fr: "l'appartement", en: 'apartment' },
  other: { nl: 'het pand', fr: 'le bien', en: 'property' },
};
export const WEEKDAYS: Record<Language, readonly string[]> = {
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
export interface Slots {
  what: string;
  city: string;
  ref: string;
  day: string;
}
export type Template = (slots: Slots) => string;

/** Property enquiries as Belgian portals receive them; {what} is "the house", "l'appartement", … */
export const SALE_TEMPLATES: Record<Language, readonly Template[]> = {
  nl: [
    (s) =>
      `Goedendag, ik ben geïnteresseerd in ${s.what} in ${s.city} (ref. ${s.ref}). Is een bezichtiging mogelijk deze week?`,
    (s) =>
      `Hallo, is ${s.what} in ${s.city} nog beschikbaar? Graag had ik meer informatie over het EPC-label en het kadastraal inkomen.`,
    (s) => `Beste, wij zouden graag een bezoek plannen voor ${s.ref}. Wij zijn vrij op ${s.day} na 17 uur.`,
    (s) => `Dag, is er nog ruimte voor onderhandeling over de vraagprijs van ${s.what} in ${s.city}?`,
    (s) => `Goedemiddag, kan u mij de plannen en het bodemattest van ${s.what} in ${s.city} bezorgen?`,
    (s) =>
      `Hallo, wij hebben ${s.what} in ${s.city} gezien en willen graag een bod uitbrengen. Wanneer kunnen we u bellen?`,
  ],
  fr: [
    (s) =>
      `Bonjour, je suis intéressé(e) par ${s.what} à ${s.city} (réf. ${s.ref}). Une visite serait-elle possible cette semaine ?`,
    (s) =>
      `Bonjour, le bien ${s.ref} à ${s.city} est-il toujours disponible ? Pourriez-vous m'envoyer le certificat PEB et le revenu cadastral ?`,
    (s) =>
      `Madame, Monsieur, nous souhaiterions organiser une visite du bien ${s.ref}. Nous sommes disponibles ${s.day} après 17 h.`,
    (s) => `Bonjour, le prix demandé pour ${s.what} à ${s.city} est-il négociable ?`,
    (s) => `Bonjour, pourriez-vous me faire parvenir les plans et l'attestation de sol du bien ${s.ref} ?`,
  ],
  en: [
    (s) =>
      `Hello, I am interested in the ${s.what} in ${s.city} (ref. ${s.ref}). Would a viewing be possible this week?`,
    (s) =>
      `Hi, is the ${s.what} in ${s.city} still available? Could you send me the EPC certificate and the floor plans?`,
    (s) =>
      `Good afternoon, we are moving to Belgium for work and would like to visit ${s.ref}. Would ${s.day} suit you?`,
    (s) => `Hello, is the asking price of the ${s.what} in ${s.city} open to offers?`,
  ],
};
export const RENT_TEMPLATES: Record<Language, readonly Template[]> = {
  nl: [
    (s) => `Goedendag, is ${s.what} in ${s.city} nog te huur? Ik zou graag een bezoek plannen.`,
    (s) => `Hallo, vanaf wanneer is ${s.what} in ${s.city} beschikbaar? Zijn huisdieren toegelaten?`,
    (s) =>
      `Beste, wij zijn een koppel met vaste inkomens en zoeken een woning vanaf volgende maand. Kunnen we ${s.ref} komen bekijken op ${s.day}?`,
    (s) => `Dag, hoeveel bedragen de maandelijkse kosten bovenop de huurprijs voor ${s.ref}?`,
  ],
  fr: [
    (s) => `Bonjour, le bien ${s.ref} à ${s.city} est-il toujours à louer ? J'aimerais le visiter.`,
    (s) => `Bonjour, à partir de quand le bien ${s.ref} est-il disponible ? Les animaux sont-ils acceptés ?`,
    (s) =>
      `Bonjour, nous sommes un couple avec deux revenus fixes. Pourrions-nous visiter le bien ${s.ref} ${s.day} ?`,
    (s) => `Bonjour, à combien s'élèvent les charges mensuelles pour le bien ${s.ref} ?`,
  ],
  en: [
    (s) => `Hello, is the ${s.what} in ${s.city} still for rent? When could I move in, and are pets allowed?`,
    (s) => `Hi, I start a new job in ${s.city} next month. Could I visit ${s.ref} on ${s.day}?`,
    (s) => `Hello, what are the monthly charges on top of the rent for ${s.ref}?`,
  ],
};
export const CLOSINGS: Record<Language, ReadonlyArray<(person: Person) => string>> = {
  nl: [
    (p) => `Met vriendelijke groeten,\n${[p.firstName, p.lastName].filter(Boolean).join(' ')}`,
    (p) => `Groeten,\n${p.firstName ?? p.lastName}`,
    () => 'Alvast bedankt!',
  ],
  fr: [
    (p) => `Cordialement,\n${[p.firstName, p.lastName].filter(Boolean).join(' ')}`,
    (p) => `Merci d'avance,\n${p.firstName ?? p.lastName}`,
    () => 'Bien à vous.',
  ],
  en: [
    (p) => `Kind regards,\n${[p.firstName, p.lastName].filter(Boolean).join(' ')}`,
    (p) => `Thanks,\n${p.firstName ?? p.lastName}`,
  ],
};
export const FORGOT_PHONE: Texts = {
  nl: 'Excuses, ik vergat mijn telefoonnummer: ',
  fr: "Pardon, j'ai oublié mon numéro de téléphone : ",
  en: 'Sorry, I forgot to add my phone number: ',
};

import type { CustomerType, Language, UserProduct } from '@app/contract';
import { USER_STATUS_ACTIVE, USER_STATUS_UNCONFIRMED } from '@app/contract';

/** Every demo account has this password (README lists them). */
export const DEMO_PASSWORD = 'Demo2026!';

export interface DemoAccount {
  email: string;
  /** One line for the README and the seed printout. */
  role: string;
  isAdmin: boolean;
  isPro: boolean;
  status: number;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
  customerType: CustomerType | null;
  softwareName: string | null;
  language: Language;
  phone: string | null;
  mobile: string | null;
  products: Array<
    Omit<UserProduct, 'startDate' | 'endDate' | 'used' | 'monthlyPrice' | 'credits'> & {
      credits?: number;
      startInDays: number;
      endInDays: number | null;
    }
  >;
}

const person = { companyName: null, customerType: null, softwareName: null, isPro: false, products: [] };
const pack = (name: 'starter' | 'gold', slots: number, colorSelection: 'AUTO' | 'MANUAL') =>
  [
    { code: 'bestOf', slots, selection: 'AUTO' },
    { code: 'color', slots, selection: colorSelection },
    { code: 'emailAlertPro', slots: null, selection: null },
    { code: 'proDirectory', slots: null, selection: null },
  ].map((product) => ({
    ...product,
    pack: name,
    activation: 1,
    startInDays: -60,
    endInDays: 305,
  })) as DemoAccount['products'];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'agency@example.be',
    role: 'professional agency with active products (pack Gold)',
    isAdmin: false,
    isPro: true,
    status: USER_STATUS_ACTIVE,
    companyName: 'Immo Demo',
    firstName: 'Jan',
    lastName: 'Claes',
    userName: null,
    customerType: 'agency',
    softwareName: null,
    language: 'nl',
    phone: '+32 9 223 45 67',
    mobile: '+32 475 12 34 56',
    products: [
      ...pack('gold', 25, 'MANUAL'),
      {
        code: 'wallpaper',
        activation: 1,
        pack: null,
        slots: null,
        selection: null,
        startInDays: -30,
        endInDays: 335,
      },
      {
        code: 'proFirst',
        activation: 1,
        pack: null,
        slots: null,
        selection: null,
        startInDays: -90,
        endInDays: 90,
      },
      {
        code: 'valuation',
        activation: 1,
        pack: null,
        slots: null,
        selection: null,
        startInDays: -45,
        endInDays: 320,
      },
      {
        code: 'propertyAdvisor',
        activation: 1,
        pack: null,
        slots: null,
        selection: null,
        credits: 8,
        startInDays: -20,
        endInDays: 345,
      },
      {
        code: 'leadGenerator',
        activation: 1,
        pack: null,
        slots: null,
        selection: null,
        startInDays: -75,
        endInDays: 290,
      },
    ],
  },
  {
    email: 'notary@example.be',
    role: 'professional, customer type Notaires (no products)',
    isAdmin: false,
    isPro: true,
    status: USER_STATUS_ACTIVE,
    companyName: 'Notariaat Janssens',
    firstName: 'Els',
    lastName: 'Janssens',
    userName: null,
    customerType: 'notaires',
    softwareName: null,
    language: 'nl',
    phone: '+32 3 231 12 34',
    mobile: null,
    products: [],
  },
  {
    email: 'software@example.be',
    role: 'professional whose listings are managed by software (Whise)',
    isAdmin: false,
    isPro: true,
    status: USER_STATUS_ACTIVE,
    companyName: 'Immo Software Partner',
    firstName: 'Pieter',
    lastName: 'Wouters',
    userName: null,
    customerType: 'agency',
    softwareName: 'Whise',
    language: 'nl',
    phone: '+32 2 512 34 56',
    mobile: null,
    products: [],
  },
  {
    ...person,
    email: 'private@example.be',
    role: 'private user, active',
    isAdmin: false,
    status: USER_STATUS_ACTIVE,
    firstName: 'Sofie',
    lastName: 'Peeters',
    userName: null,
    language: 'nl',
    phone: null,
    mobile: '+32 486 98 76 54',
  },
  {
    ...person,
    email: 'inactive@example.be',
    role: 'private user, e-mail not confirmed (inactive)',
    isAdmin: false,
    status: USER_STATUS_UNCONFIRMED,
    firstName: null,
    lastName: null,
    userName: 'lucas_m',
    language: 'fr',
    phone: null,
    mobile: null,
  },
  {
    ...person,
    email: 'admin@example.be',
    role: 'administrator (always active)',
    isAdmin: true,
    status: USER_STATUS_ACTIVE,
    firstName: 'Admin',
    lastName: 'Portal',
    userName: null,
    language: 'nl',
    phone: null,
    mobile: null,
  },
];

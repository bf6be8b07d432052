import type { CurrentUser, UserInfo } from '@app/contract';

/** The demo accounts' shapes (README: agency, notary, software, private, inactive, admin). */
const info = (overrides: Partial<UserInfo>): UserInfo => ({
  status: 1,
  email: 'someone@example.be',
  language: 'nl',
  companyName: null,
  firstName: null,
  lastName: null,
  userName: null,
  hasPassword: true,
  customerType: null,
  hasSoftware: false,
  softwareName: null,
  ...overrides,
});

const user = (id: number, overrides: Partial<CurrentUser>, userInfo: Partial<UserInfo>): CurrentUser => ({
  id,
  isAdmin: false,
  isProUser: false,
  ...overrides,
  userInfo: info(userInfo),
});

export const agency = user(
  1,
  { isProUser: true },
  {
    email: 'agency@example.be',
    companyName: 'Immo Demo',
    customerType: 'agency',
    firstName: 'An',
    lastName: 'Claes',
  },
);
export const notary = user(
  2,
  { isProUser: true },
  { email: 'notary@example.be', companyName: 'Notariaat Demo', customerType: 'notaires' },
);
export const software = user(
  3,
  { isProUser: true },
  {
    email: 'software@example.be',
    companyName: 'Software Immo',
    customerType: 'agency',
    hasSoftware: true,
    softwareName: 'Whise',
  },
);
export const privateUser = user(
  4,
  {},
  { email: 'private@example.be', firstName: 'Sofie', lastName: 'Peeters', userName: 'sofiep' },
);
export const inactive = user(5, {}, { email: 'inactive@example.be', userName: 'lucas_m', status: 0 });
export const admin = user(
  6,
  { isAdmin: true },
  { email: 'admin@example.be', firstName: 'Ada', lastName: 'Admin', status: 0 },
);
export const noPassword = user(
  7,
  {},
  { email: 'social@example.be', firstName: 'Jan', lastName: 'Janssens', hasPassword: false },
);

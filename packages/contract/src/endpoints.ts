/** Every endpoint of the API, by name: the server registers all of these, OpenAPI lists them. */
export { confirmEmail, getCurrentUser, initConfirmEmail, login, signOut } from './auth';
export { getCities, getTypes } from './lookups-api';
export { getMyProducts } from './products';

/** Every endpoint of the API, by name: the server registers all of these, OpenAPI lists them. */
export * from './client-endpoints';
export * from './service-endpoints';

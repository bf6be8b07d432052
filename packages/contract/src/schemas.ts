/**
 * What a client validates answers with: every endpoint a browser calls and the error body, zod with
 * them. The web app loads this module with its first call instead of with its first page (decision 040).
 */
export * as endpoints from './client-endpoints';
export { ApiErrorBody } from './error-body';
export { exportQueryOf } from './property-documents';
export { fieldErrors } from './validation';
export { ValuationRequest } from './valuations';
export { ChangePasswordBody } from './account';
export { WallpaperChangeRequest } from './wallpaper';
export { InvoiceRequest } from './orders';
export { CreateDossierBody } from './property-advisor';
export { ProjectAdFields, PropertyAdFields, PublishableProjectAd, PublishablePropertyAd } from './ad-editor';
export { DeleteAccountBody } from './account';
export { ExtraContactBody } from './extra-contacts';
export { OpeningHoursBody } from './opening-hours';
export { ProDetailsBody, UserInfoBody } from './profile';
export { SecureAccountBody } from './sessions';
export { WebhookEndpointBody, WebhookEndpointUpdateBody } from './webhooks';
export { SellerReportLinkBody } from './seller-reports';

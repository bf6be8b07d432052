import type { Language, LogoTarget } from '@app/contract';
import { apiPrefix, endpoints, fillPath } from '@app/contract';

/** The logo's address; `v` changes with every upload, so a browser never shows a cached old logo. */
export const logoUrl = (lang: Language, target: LogoTarget, updatedAt: Date): string =>
  `${apiPrefix(lang)}${fillPath(endpoints.getLogo.path, { target })}?v=${updatedAt.getTime()}`;

/** A gallery image never changes under its id (a new upload is a new id). */
export const galleryImageUrl = (lang: Language, id: number): string =>
  `${apiPrefix(lang)}${fillPath(endpoints.getGalleryImage.path, { id })}`;

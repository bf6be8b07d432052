import type { Provider } from '@app/contract';
import { IconBrandFacebook, IconBrandGoogle, IconBuildingBank } from '@tabler/icons-react';

const ICONS = { facebook: IconBrandFacebook, google: IconBrandGoogle, belfius: IconBuildingBank } as const;

/** Decorative: the provider's name is always written next to it. */
export function ProviderIcon({ provider, size = 18 }: { provider: Provider; size?: number }) {
  const Icon = ICONS[provider];
  return <Icon aria-hidden="true" size={size} />;
}

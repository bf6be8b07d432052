import { ThemeIcon } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A listing's main photo at a fixed size (the list never shifts while it loads), or a house icon
 * without one or when it fails to load. Decorative: the listing is named beside it.
 */
export function ListingPhoto({
  url,
  width,
  height,
  muted = false,
  testId,
}: {
  url: string | null;
  width: number;
  height: number;
  /** A listing no longer online: greyed. */
  muted?: boolean;
  testId?: string;
}) {
  const [failed, setFailed] = useState(false);
  // A plain image rather than Mantine's Image: the same drawing, and nothing more in My properties'
  // first load, where every listing shows one.
  return url && !failed ? (
    <img
      src={url}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      onError={() => setFailed(true)}
      style={{
        display: 'block',
        flex: 'none',
        objectFit: 'cover',
        borderRadius: 'var(--mantine-radius-sm)',
        ...(muted ? { filter: 'grayscale(1)', opacity: 0.7 } : {}),
      }}
      {...(testId ? { 'data-testid': testId } : {})}
    />
  ) : (
    <ThemeIcon variant="light" size={height} color={muted ? 'gray' : 'blue'} aria-hidden>
      <IconHome size={Math.round(height / 2)} />
    </ThemeIcon>
  );
}

import { themeColor } from '../lib/theme-color';

export interface RingShare {
  key: string;
  value: number;
  /** A theme colour such as `teal.7`. */
  color: string;
}

/**
 * A ring of shares drawn by one conic gradient: the dashboard's donut without the charts library,
 * and without Mantine's RingProgress, which brings its tooltip and floating-ui into the first load
 * (issue 14). A picture: the caller hides it from assistive technology and gives the figures in words.
 */
export function ShareRing({
  shares,
  size,
  thickness,
}: {
  shares: readonly RingShare[];
  size: number;
  thickness: number;
}) {
  const total = shares.reduce((sum, share) => sum + share.value, 0);
  let from = 0;
  const stops = shares.map((share) => {
    const to = total > 0 ? from + (share.value / total) * 100 : from;
    const stop = `${themeColor(share.color)} ${from}% ${to}%`;
    from = to;
    return stop;
  });
  // Nothing to share out: an empty grey ring rather than none.
  const background = total > 0 ? `conic-gradient(${stops.join(', ')})` : themeColor('gray.3');
  const hole = size / 2 - thickness;
  return (
    <div
      data-share-ring=""
      style={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        background,
        mask: `radial-gradient(circle, transparent ${hole}px, #000 ${hole + 0.5}px)`,
      }}
    />
  );
}

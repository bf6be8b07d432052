import { SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS } from '@app/contract';
import { UnstyledButton } from '@mantine/core';
import { useThrottledCallback, useWindowEvent } from '@mantine/hooks';
import { IconArrowUp, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import classes from './shell.module.css';

const scrolledPast = (threshold: number) => window.scrollY > threshold;

/** True once the window is scrolled more than `threshold` px; checked at most every `wait` ms. */
export function useScrolledPast(threshold = SCROLL_THRESHOLD_PX, wait = SCROLL_THROTTLE_MS): boolean {
  // Read once mounted: a page rendered on the server may be scrolled before the browser takes it over,
  // and the first render must draw what the server drew.
  const [scrolled, setScrolled] = useState(false);
  const update = useThrottledCallback(() => setScrolled(scrolledPast(threshold)), wait);
  useEffect(() => setScrolled(scrolledPast(threshold)), [threshold]);
  useWindowEvent('scroll', update, { passive: true });
  return scrolled;
}

export type MenuToggleMode = 'toggle' | 'scroll-up';

/**
 * The round button of spec section 2: hides or shows the side menu; once the page is scrolled more
 * than SCROLL_THRESHOLD_PX it turns into a scroll-up arrow. Drawn as Mantine's filled ActionIcon is,
 * on its unstyled button: the ActionIcon brought its loader, transition and group parts into the first
 * load (issue 14, decision 047).
 */
export function MenuToggle({
  opened,
  onToggle,
  controls,
}: {
  opened: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const { t } = useTranslation();
  const mode: MenuToggleMode = useScrolledPast() ? 'scroll-up' : 'toggle';
  const label =
    mode === 'scroll-up'
      ? t('shell:toggle.scrollUp')
      : opened
        ? t('shell:toggle.hide')
        : t('shell:toggle.show');
  const Icon =
    mode === 'scroll-up' ? IconArrowUp : opened ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
  return (
    <UnstyledButton
      className={classes.toggle}
      aria-label={label}
      title={label}
      data-testid="menu-toggle"
      data-mode={mode}
      {...(mode === 'toggle' ? { 'aria-expanded': opened, 'aria-controls': controls } : {})}
      onClick={() => (mode === 'scroll-up' ? window.scrollTo({ top: 0, behavior: 'smooth' }) : onToggle())}
    >
      <Icon aria-hidden="true" size={20} stroke={1.75} />
    </UnstyledButton>
  );
}

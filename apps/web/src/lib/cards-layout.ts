import { BREAKPOINTS } from '@app/contract';
import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Phones (below the tablet breakpoint) get lists as cards. `screen` only: printing always lays out the
 * table, whatever the paper's width.
 */
export const CARDS_QUERY = `screen and (max-width: ${em(BREAKPOINTS.tablet - 0.1)})`;

const matchesCards = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(CARDS_QUERY).matches
    : false;

/** Whether lists show as cards on this screen, known from the first render (no table drawn first). */
export const useCardsLayout = (): boolean =>
  useMediaQuery(CARDS_QUERY, matchesCards(), { getInitialValueInEffect: false });

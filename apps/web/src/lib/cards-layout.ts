import { BREAKPOINTS } from '@app/contract';
import { em } from '@mantine/core';
import { useContext } from 'react';
import { ScreenAssumption, useMediaQuery } from './use-media-query';

/**
 * Phones (below the tablet breakpoint) get lists as cards. `screen` only: printing always lays out the
 * table, whatever the paper's width.
 */
export const CARDS_QUERY = `screen and (max-width: ${em(BREAKPOINTS.tablet - 0.1)})`;

/**
 * Whether lists show as cards on this screen, known from the first render (no table drawn first). A
 * page the server drew is taken over as drawn, for the screen it assumed (a phone: cards), then
 * follows the screen.
 */
export const useCardsLayout = (): boolean =>
  useMediaQuery(CARDS_QUERY, !useContext(ScreenAssumption).desktop);

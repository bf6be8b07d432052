import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A locality field, used: its suggestions' code loads as it is first focused and then draws a new
 * input (decision 076). A test that holds the first input would type into one no longer on the page,
 * so it clicks the field, waits for the list's version and answers that one.
 */
export async function usedLocalityField(user: Pick<UserEvent, 'click'>, find: () => HTMLElement) {
  await user.click(find());
  await waitFor(() => expect(find()).toHaveAttribute('aria-haspopup', 'listbox'));
  return find();
}

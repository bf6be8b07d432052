import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../test/render';
import { agency } from '../test/users';
import { dayText, parseDay } from './day-input';
import { PeriodInputs } from './period-inputs';

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
});

/** The period inputs of a Dutch page, holding their values as the address does. */
function start(initial: { from: string; to: string }) {
  const changes = vi.fn();
  function Period() {
    const [period, setPeriod] = useState(initial);
    return (
      <>
        <PeriodInputs
          {...period}
          onChange={(change) => {
            changes(change);
            setPeriod((now) => ({ ...now, ...change }));
          }}
          testId="period"
        />
        <button type="button" onClick={() => setPeriod({ from: '2025-01-01', to: '' })}>
          elders
        </button>
      </>
    );
  }
  current = renderApp('/nl/mijn-profiel', mockApi(agency), [{ path: '*', element: <Period /> }]);
  return { changes, user: userEvent.setup() };
}

describe('parseDay and dayText', () => {
  it('reads a Belgian day with slashes, dots or dashes, and the contract’s form', () => {
    expect(parseDay('5/3/2026')).toBe('2026-03-05');
    expect(parseDay(' 05.03.2026 ')).toBe('2026-03-05');
    expect(parseDay('5-3-2026')).toBe('2026-03-05');
    expect(parseDay('2026-03-05')).toBe('2026-03-05');
    expect(parseDay('')).toBe('');
    expect(dayText('2026-03-05')).toBe('05/03/2026');
    expect(dayText('')).toBe('');
  });

  it('refuses what is no day', () => {
    for (const text of [
      '31/02/2026',
      '29/02/2025',
      '00/01/2026',
      '1/13/2026',
      '5/3/26',
      'gisteren',
      '2026-3-5',
    ])
      expect(parseDay(text), text).toBeNull();
    expect(parseDay('29/02/2024')).toBe('2024-02-29');
  });
});

describe('PeriodInputs', () => {
  it('commits a typed day when the field is left, and shows it as Belgians write it', async () => {
    const { changes, user } = start({ from: '', to: '' });
    const from = await screen.findByRole('textbox', { name: 'Van' });
    expect(from).toHaveAttribute('placeholder', 'dd/mm/jjjj');
    await user.type(from, '5/3/2026');
    expect(changes).not.toHaveBeenCalled();
    await user.tab();
    expect(changes).toHaveBeenCalledWith({ from: '2026-03-05' });
    expect(from).toHaveValue('05/03/2026');
    await user.type(screen.getByRole('textbox', { name: 'Tot en met' }), '31/03/2026{Enter}');
    expect(changes).toHaveBeenLastCalledWith({ to: '2026-03-31' });
  });

  it('refuses a text that is no day, with a message, and keeps what was typed', async () => {
    const { changes, user } = start({ from: '2026-03-01', to: '' });
    const from = await screen.findByRole('textbox', { name: 'Van' });
    await user.clear(from);
    await user.type(from, '31/02/2026{Enter}');
    expect(from).toHaveAccessibleDescription('Geef de datum in als dd/mm/jjjj.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveValue('31/02/2026');
    expect(changes).not.toHaveBeenCalled();
    // Corrected, it is taken and the message goes.
    await user.clear(from);
    await user.type(from, '28/02/2026{Enter}');
    expect(changes).toHaveBeenCalledWith({ from: '2026-02-28' });
    expect(from).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an end before the start, and a start after the end', async () => {
    const { changes, user } = start({ from: '2026-03-10', to: '2026-03-20' });
    const to = await screen.findByRole('textbox', { name: 'Tot en met' });
    await user.clear(to);
    await user.type(to, '09/03/2026{Enter}');
    expect(to).toHaveAccessibleDescription('De einddatum mag niet voor de begindatum liggen.');
    const from = screen.getByRole('textbox', { name: 'Van' });
    await user.clear(from);
    await user.type(from, '21/03/2026{Enter}');
    expect(from).toHaveAccessibleDescription('De einddatum mag niet voor de begindatum liggen.');
    expect(changes).not.toHaveBeenCalled();
  });

  it('clears a day with its button, and shows a day changed from outside', async () => {
    const { changes, user } = start({ from: '2026-03-10', to: '' });
    const from = await screen.findByRole('textbox', { name: 'Van' });
    expect(screen.getAllByRole('button', { name: 'Datum wissen' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Datum wissen' }));
    expect(changes).toHaveBeenLastCalledWith({ from: '' });
    expect(from).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'elders' }));
    expect(from).toHaveValue('01/01/2025');
  });

  it('picks a day in a calendar named as its field, loaded when asked for, then gives the focus back', async () => {
    const { changes, user } = start({ from: '', to: '2026-03-20' });
    await screen.findByRole('textbox', { name: 'Van' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const [open] = screen.getAllByRole('button', { name: 'Kies de datum in een kalender' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open!);
    const calendar = await screen.findByRole('dialog', { name: 'Van' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    // It opens on the month of the day that bounds it, in Dutch; later days cannot be picked.
    expect(within(calendar).getByText(/maart 2026/i)).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: /21 maart 2026/i })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: /12 maart 2026/i }));
    expect(changes).toHaveBeenCalledWith({ from: '2026-03-12' });
    expect(screen.getByRole('textbox', { name: 'Van' })).toHaveValue('12/03/2026');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
    // Escape closes it too, and the focus goes back to its button.
    await user.click(open!);
    await screen.findByRole('dialog', { name: 'Van' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
    // By the keyboard alone: Enter on its button opens it, Escape closes it.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Van' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
    expect(changes).toHaveBeenCalledTimes(1);
  });
});

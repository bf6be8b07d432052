import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadedOnFirstUse } from './loaded-on-first-use';

/** A form with a name field and a field whose richer version is a textbox named otherwise. */
function setUp() {
  let resolve: (code: string) => void = () => {};
  const load = vi.fn(() => new Promise<string>((done) => (resolve = done)));
  const useRicher = loadedOnFirstUse(load);
  function Field() {
    const { code, field, start } = useRicher();
    return <input ref={field} aria-label={code ?? 'plain'} onPointerEnter={start} onFocus={start} />;
  }
  function Form() {
    return (
      <form>
        <input aria-label="Name" />
        <Field />
      </form>
    );
  }
  return { load, resolve: (code: string) => resolve(code), Form };
}

describe('loadedOnFirstUse', () => {
  it("asks for the code once, as the field's form is first focused, and leaves the focus where it is", async () => {
    const { load, resolve, Form } = setUp();
    const { unmount } = render(<Form />);
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.hover(screen.getByRole('textbox', { name: 'plain' }));
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(load).toHaveBeenCalledTimes(1);

    resolve('richer');
    expect(await screen.findByRole('textbox', { name: 'richer' })).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    unmount();

    // Once in, a field draws the richer version from its first render.
    render(<Form />);
    expect(screen.getByRole('textbox', { name: 'richer' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load and asks again at the next use', async () => {
    let attempt = 0;
    const useRicher = loadedOnFirstUse(() =>
      (attempt += 1) === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('richer'),
    );
    // jsdom has no reportError (browsers since 2022 do): a stand-in records what is reported.
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    function Field() {
      const { code, field, start } = useRicher();
      return <input ref={field} aria-label={code ?? 'plain'} onFocus={start} />;
    }
    const { unmount } = render(<Field />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'plain' }));
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(new Error('offline')));
    expect(screen.getByRole('textbox', { name: 'plain' })).toHaveFocus();
    await user.tab();
    await user.click(screen.getByRole('textbox', { name: 'plain' }));
    expect(await screen.findByRole('textbox', { name: 'richer' })).toHaveFocus();
    expect(attempt).toBe(2);
    unmount();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_FAILED_TEST_ID, showStartFailure } from './start-failure';

const notice = () => document.querySelector(`[data-testid="${START_FAILED_TEST_ID}"]`);

afterEach(() => {
  notice()?.remove();
  document.body.replaceChildren();
});

describe('a start that failed', () => {
  it("says so in the page's language above what the server drew, with a button that reloads", () => {
    const drawn = document.createElement('div');
    drawn.id = 'root';
    drawn.textContent = 'Mijn profiel';
    document.body.append(drawn);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();

    showStartFailure('fr', new Error('catalogs not loaded: fr shell'), reload);

    const shown = notice()!;
    expect(shown).toHaveAttribute('role', 'alert');
    expect(shown).toHaveTextContent(
      "La page n'a pas pu être chargée. Vérifiez votre connexion et rechargez la page.",
    );
    expect(document.body.firstElementChild).toBe(shown);
    expect(document.getElementById('root')).toHaveTextContent('Mijn profiel');
    expect(error).toHaveBeenCalledWith('The app could not start:', expect.any(Error));

    const button = shown.querySelector('button')!;
    expect(button).toHaveTextContent('Recharger');
    button.click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows one notice however often it is told', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showStartFailure('nl', new Error('first'));
    showStartFailure('en', new Error('second'));
    expect(document.querySelectorAll(`[data-testid="${START_FAILED_TEST_ID}"]`)).toHaveLength(1);
    expect(notice()).toHaveTextContent('De pagina kon niet worden geladen.');
    expect(notice()!.querySelector('button')).toHaveTextContent('Opnieuw laden');
  });

  it('speaks English on an English page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showStartFailure('en', new Error('first'));
    expect(notice()).toHaveTextContent(
      'The page could not be loaded. Check your connection and reload the page.Reload',
    );
  });
});

import type { ProjectAdDraft } from '@app/contract';
import { DESCRIPTION_MAX } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json } from '../../test/render';
import { software } from '../../test/users';
import {
  cleanNotifications,
  draftServer,
  propertyDraft,
  renderEditor,
  requestsOf,
  typist,
} from './test-utils';
import { usedLocalityField } from '../../test/locality-field';

let current: ReturnType<typeof renderEditor> | null = null;
const start = (...args: Parameters<typeof renderEditor>) => (current = renderEditor(...args));

afterEach(() => {
  current?.unmount();
  current = null;
  cleanNotifications();
  applyLanguage('nl');
});

const input = (name: string) => screen.getByTestId(`ad-editor-${name}`);
const location = () => current!.router.state.location;
const calls = (method: string, path: string) =>
  requestsOf(current!.api).filter((request) => request.method === method && request.path === path);
/** The message under a field (Mantine links it with aria-describedby). */
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the ad link', () => {
  it('prefills the type of property and the transaction', async () => {
    start('?propertytype=apartment&transactiontype=for-rent');
    await waitFor(() => expect(input('propertyType')).toHaveValue('appartment'));
    expect(input('transactionType')).toHaveValue('rent');
    expect(screen.getByRole('heading', { level: 1, name: 'Place an ad' })).toBeInTheDocument();
    // Nothing to order for before the first save.
    expect(screen.getByTestId('ad-editor-publish-save-first')).toHaveTextContent(
      'Save your ad as a draft first; then you can publish it here.',
    );
    expect(screen.queryByTestId('publish-panel')).toBeNull();
  });

  it('lets the user pick both first on a plain link, with the required messages', async () => {
    start('');
    const user = typist();
    await user.click(await screen.findByTestId('ad-editor-start-continue'));
    // The contract's checks load with the first submit, which waits for them.
    await waitFor(() => expect(errorOf(input('propertyType'))).toContain('This field is required'));
    expect(errorOf(input('transactionType'))).toContain('This field is required');
    expect(input('propertyType')).toHaveFocus();
    expect(screen.queryByTestId('ad-editor-form')).toBeNull();

    await user.selectOptions(input('propertyType'), 'land');
    await user.selectOptions(input('transactionType'), 'publicSale');
    await user.click(screen.getByTestId('ad-editor-start-continue'));
    await screen.findByTestId('ad-editor-form');
    expect(input('propertyType')).toHaveValue('land');
    expect(input('transactionType')).toHaveValue('publicSale');
    expect(input('propertyType')).toHaveFocus();
  });
});

describe('saving a draft', () => {
  it('posts the first save, puts the id in the URL (replace) and puts from then on', async () => {
    const server = draftServer('property', 77, null);
    start('?propertytype=house&transactiontype=for-sale', server.handlers);
    const user = typist();
    const reference = await screen.findByTestId('ad-editor-yourReference');
    await user.type(reference, 'MY-REF');
    await user.type(input('price'), '250000');
    await user.type(input('street'), 'Kouter');
    await user.type(input('description-fr'), 'Belle maison.');
    await user.click(input('save'));

    await waitFor(() => expect(location().search).toBe('?draft=77'));
    expect(current!.router.state.historyAction).toBe('REPLACE');
    expect(calls('POST', 'my-drafts/property').map((request) => request.body)).toEqual([
      {
        propertyType: 'house',
        transactionType: 'sale',
        yourReference: 'MY-REF',
        price: 250000,
        street: 'Kouter',
        number: null,
        box: null,
        zipcode: null,
        city: null,
        livableSurface: null,
        bedrooms: null,
        descriptions: { nl: null, fr: 'Belle maison.', en: null },
      },
    ]);
    expect(await screen.findByText('Your draft is saved.')).toBeInTheDocument();
    expect(screen.getByTestId('ad-editor-vlancode')).toHaveTextContent('Draft ABC1234');
    // The same form goes on: what was typed stays, and the draft can now be published.
    expect(input('yourReference')).toBe(reference);
    expect(reference).toHaveValue('MY-REF');
    expect(screen.getByTestId('publish-panel')).toHaveAttribute('data-target', '{"listingId":77}');
    expect(calls('GET', 'my-drafts/property/77')).toEqual([]);

    await user.type(reference, '-2');
    await user.click(input('save'));
    await waitFor(() => expect(calls('PUT', 'my-drafts/property/77')).toHaveLength(1));
    expect(calls('PUT', 'my-drafts/property/77')[0]!.body).toMatchObject({ yourReference: 'MY-REF-2' });
    expect(calls('POST', 'my-drafts/property')).toHaveLength(1);
    // The POST names no version: the draft is read once for it, and each PUT names the one before's.
    expect(calls('GET', 'my-drafts/property/77')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByText('Your draft is saved.')).toHaveLength(2));
    await user.type(reference, '-3');
    await user.click(input('save'));
    await waitFor(() => expect(calls('PUT', 'my-drafts/property/77')).toHaveLength(2));
    expect(server.ifMatches).toEqual(['"property-77-v1"', '"property-77-v2"']);
    expect(calls('GET', 'my-drafts/property/77')).toHaveLength(1);
  });

  it('creates one draft when "Save draft" is pressed twice at once', async () => {
    start('?propertytype=house&transactiontype=for-sale', draftServer('property', 77, null).handlers);
    const form = await screen.findByTestId('ad-editor-form');
    // Two submits in the same moment, before the schemas or the first answer are in.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(location().search).toBe('?draft=77'));
    await screen.findByText('Your draft is saved.');
    expect(calls('POST', 'my-drafts/property')).toHaveLength(1);
    expect(calls('PUT', 'my-drafts/property/77')).toEqual([]);
  });

  it('a draft saved from an out-of-date page is refused: the editor shows it as it is now', async () => {
    const server = draftServer('property', 77, propertyDraft());
    start('?draft=77', server.handlers);
    const user = typist();
    const street = await screen.findByTestId('ad-editor-street');
    // Another tab saved a new price after this page was loaded.
    server.saveElsewhere({ price: 299000 });
    await user.clear(street);
    await user.type(street, 'Kortrijksesteenweg');
    await user.click(input('save'));

    expect(
      await screen.findByText(
        'This information was changed elsewhere. The current values are shown; check them and save again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(input('street')).toHaveValue('Veldstraat'));
    expect(input('price')).toHaveValue('299.000');
    expect(server.draft()).toMatchObject({ street: 'Veldstraat', price: 299000 });

    await user.clear(input('street'));
    await user.type(input('street'), 'Kortrijksesteenweg');
    await user.click(input('save'));
    await waitFor(() =>
      expect(server.draft()).toMatchObject({ street: 'Kortrijksesteenweg', price: 299000 }),
    );
    expect(server.ifMatches).toEqual(['"property-77-v1"', '"property-77-v2"']);
  });

  it("marks the contract's messages in the browser and sends nothing", async () => {
    start('?propertytype=house&transactiontype=for-sale');
    const user = typist();
    await user.type(await screen.findByTestId('ad-editor-zipcode'), '90A0');
    fireEvent.change(input('description-nl'), { target: { value: 'x'.repeat(DESCRIPTION_MAX + 1) } });
    expect(input('description-nl')).toHaveAccessibleDescription(/4.001 \/ 4.000 characters/);
    await user.click(input('save'));

    expect(errorOf(input('zipcode'))).toContain('Number not valid');
    expect(errorOf(input('description-nl'))).toContain('Please retry with a shorter version');
    expect(input('zipcode')).toHaveFocus();
    expect(await screen.findByText('Please check the marked fields.')).toBeInTheDocument();
    expect(calls('POST', 'my-drafts/property')).toEqual([]);
  });

  it("puts the server's field errors on the fields", async () => {
    start('?propertytype=house&transactiontype=for-rent', {
      'POST my-drafts/property': () =>
        json(400, {
          error: 'validation',
          messageKey: 'validation:invalid',
          fields: { city: 'validation:tooLong', 'descriptions.en': 'validation:tooLong' },
        }),
    });
    const user = typist();
    await screen.findByTestId('ad-editor-city');
    await user.type(await usedLocalityField(user, () => screen.getByTestId('ad-editor-city')), 'Gent');
    await user.type(input('description-en'), 'A house.');
    await user.click(input('save'));

    await waitFor(() => expect(errorOf(input('city'))).toContain('Please retry with a shorter version'));
    expect(errorOf(input('description-en'))).toContain('Please retry with a shorter version');
    expect(input('city')).toHaveFocus();
    expect(await screen.findByText('Please check the marked fields.')).toBeInTheDocument();
    expect(location().search).toBe('?propertytype=house&transactiontype=for-rent');
  });

  it('resumes a saved draft from ?draft=id', async () => {
    start('?draft=77', { 'GET my-drafts/property/77': () => json(200, { data: propertyDraft() }) });
    await waitFor(() => expect(input('yourReference')).toHaveValue('REF-77'));
    expect(input('propertyType')).toHaveValue('house');
    expect(input('price')).toHaveValue('345.000');
    expect(input('livableSurface')).toHaveValue('140');
    expect(input('city')).toHaveValue('Gent');
    expect(input('description-nl')).toHaveValue('Ruime woning.');
    expect(screen.getByTestId('ad-editor-vlancode')).toHaveTextContent('Draft ABC1234');
  });

  it("says so when the draft is not the user's (404)", async () => {
    start('?draft=12');
    expect(await screen.findByTestId('ad-editor-problem')).toHaveTextContent('This item does not exist.');
    expect(screen.queryByTestId('ad-editor-form')).toBeNull();
  });
});

describe('publishing', () => {
  it('marks what publication needs, focuses the first missing field and saves nothing', async () => {
    start('?draft=77', {
      'GET my-drafts/property/77': () =>
        json(200, {
          data: propertyDraft({
            street: null,
            livableSurface: null,
            descriptions: { nl: null, fr: null, en: null },
          }),
        }),
    });
    const user = typist();
    await user.click(await screen.findByTestId('publish-panel'));

    expect(errorOf(input('street'))).toContain('This field is required');
    expect(errorOf(input('livableSurface'))).toContain('This field is required');
    expect(input('livableSurface')).toHaveFocus();
    expect(
      await screen.findByText(
        'This draft is not complete yet. Fill in the marked fields before you publish it.',
      ),
    ).toBeInTheDocument();

    // As on the server, the description rule speaks once the fields themselves are right.
    await user.type(input('livableSurface'), '120');
    await user.type(input('street'), 'Kouter');
    await user.click(screen.getByTestId('publish-panel'));
    for (const lang of ['nl', 'fr', 'en']) {
      expect(errorOf(input(`description-${lang}`))).toContain('This field is required');
    }
    expect(errorOf(input('street'))).not.toContain('This field is required');
    expect(input('description-nl')).toHaveFocus();
    expect(calls('PUT', 'my-drafts/property/77')).toEqual([]);
    expect(location().pathname).toBe('/en/my-profile/ad');
  });

  it('saves, then announces the amount and the structured communication and opens My properties', async () => {
    start('?draft=77', draftServer('property', 77, propertyDraft()).handlers);
    const user = typist();
    await user.clear(await screen.findByTestId('ad-editor-price'));
    await user.click(screen.getByTestId('publish-panel'));

    await waitFor(() => expect(location().pathname).toBe('/en/my-profile/my-properties'));
    expect(calls('PUT', 'my-drafts/property/77').map((request) => request.body)).toEqual([
      expect.objectContaining({ price: null, street: 'Veldstraat' }),
    ]);
    expect(
      screen.getByText(
        'Your ad is published. Please transfer € 49 with the structured communication +++123/4567/89002+++.',
      ),
    ).toBeInTheDocument();
  });
});

describe('leaving', () => {
  it('asks before unsaved changes are lost, and not when nothing changed', async () => {
    start('?draft=77', { 'GET my-drafts/property/77': () => json(200, { data: propertyDraft() }) });
    const user = typist();
    await user.type(await screen.findByTestId('ad-editor-street'), 'weg');

    act(() => void current!.router.navigate('/en/my-profile/my-properties'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().pathname).toBe('/en/my-profile/ad');
    expect(input('street')).toHaveValue('Veldstraatweg');

    act(() => void current!.router.navigate('/en/my-profile/my-properties'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(location().pathname).toBe('/en/my-profile/my-properties'));
  });

  it('lets the user go when nothing changed', async () => {
    start('?draft=77', { 'GET my-drafts/property/77': () => json(200, { data: propertyDraft() }) });
    await screen.findByTestId('ad-editor-form');
    act(() => void current!.router.navigate('/en/my-profile/my-properties'));
    await waitFor(() => expect(location().pathname).toBe('/en/my-profile/my-properties'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('who sees the editor', () => {
  it('shows a user with software the notice instead of a form, and asks nothing', async () => {
    start('?propertytype=house&transactiontype=for-sale', {}, software);
    expect(await screen.findByTestId('ad-editor-software')).toHaveTextContent(
      'Your listings are managed by Whise: place and edit your ads there.',
    );
    expect(screen.queryByTestId('ad-editor-form')).toBeNull();
    expect(requestsOf(current!.api).filter((request) => request.path.startsWith('my-drafts'))).toEqual([]);
  });
});

describe('a project draft', () => {
  const project: ProjectAdDraft = {
    id: 5,
    vlancode: 'PRJ0005',
    name: 'Residentie Leie',
    reference: null,
    street: 'Coupure',
    number: '100',
    zipcode: '9000',
    city: 'Gent',
    descriptions: { nl: 'Nieuwbouw.', fr: null, en: null },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };

  it('loads ?project=id with its fewer fields and saves it with PUT', async () => {
    const server = draftServer('project', 5, project);
    start('?project=5', server.handlers);
    const user = typist();
    const name = await screen.findByTestId('ad-editor-name');
    expect(name).toHaveValue('Residentie Leie');
    expect(screen.queryByTestId('ad-editor-propertyType')).toBeNull();
    expect(screen.queryByTestId('ad-editor-box')).toBeNull();
    expect(screen.getByTestId('publish-panel')).toHaveAttribute('data-target', '{"projectId":5}');

    await user.clear(name);
    await user.click(input('save'));
    expect(errorOf(name)).toContain('This field is required');
    expect(calls('PUT', 'my-drafts/project/5')).toEqual([]);

    await user.type(name, 'Leiehof');
    await user.type(input('reference'), 'PRJ-1');
    await user.click(input('save'));
    await waitFor(() => expect(calls('PUT', 'my-drafts/project/5')).toHaveLength(1));
    expect(calls('PUT', 'my-drafts/project/5')[0]!.body).toEqual({
      name: 'Leiehof',
      reference: 'PRJ-1',
      street: 'Coupure',
      number: '100',
      zipcode: '9000',
      city: 'Gent',
      descriptions: { nl: 'Nieuwbouw.', fr: null, en: null },
    });
    expect(await screen.findByText('Your draft is saved.')).toBeInTheDocument();
    expect(location().search).toBe('?project=5');
    expect(server.ifMatches).toEqual(['"project-5-v1"']);
  });
});

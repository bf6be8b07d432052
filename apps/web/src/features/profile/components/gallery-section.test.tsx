import type { Profile } from '@app/contract';
import { GALLERY_MAX_IMAGES } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/render';
import { agency } from '../../../test/users';
import { agencyProfile, cleanNotifications, galleryImage, renderSection, requestsOf } from '../test-utils';
import { GallerySection, moved } from './gallery-section';

afterEach(cleanNotifications);

const SECTION = (profile: Profile, userId: number) => (
  <GallerySection userId={userId} images={profile.pro!.gallery} />
);
const setup = () => userEvent.setup({ delay: null, applyAccept: false });
const order = () =>
  [
    ...screen.getByTestId('profile-gallery-list').querySelectorAll('[data-testid^="profile-gallery-image-"]'),
  ].map((item) => item.getAttribute('data-testid'));

describe('gallery', () => {
  it('shows the images in order; the first is the cover', async () => {
    renderSection(SECTION, agency, agencyProfile);
    const first = await screen.findByTestId('profile-gallery-image-31');
    expect(within(first).getByText('Cover')).toBeInTheDocument();
    expect(within(screen.getByTestId('profile-gallery-image-32')).queryByText('Cover')).toBeNull();
    expect(order()).toEqual([
      'profile-gallery-image-31',
      'profile-gallery-image-32',
      'profile-gallery-image-33',
    ]);
    expect(within(first).getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    expect(
      within(screen.getByTestId('profile-gallery-image-33')).getByRole('button', {
        name: 'Move image 3 later',
      }),
    ).toBeDisabled();
  });

  it('"move later" sends the new order; the moved image keeps the focus and the change is announced', async () => {
    const user = setup();
    const { api } = renderSection(SECTION, agency, agencyProfile, {
      'PUT my-profile/user/pro/images/order': () =>
        json(200, { data: [galleryImage(32, 1), galleryImage(31, 2), galleryImage(33, 3)] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Move image 1 later' }));

    await waitFor(() =>
      expect(order()).toEqual([
        'profile-gallery-image-32',
        'profile-gallery-image-31',
        'profile-gallery-image-33',
      ]),
    );
    const put = requestsOf(api).find((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      url: '/en/api/core/my-profile/user/pro/images/order',
      body: { ids: [32, 31, 33] },
    });
    expect(within(screen.getByTestId('profile-gallery-image-32')).getByText('Cover')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('profile-gallery-later-31')).toHaveFocus());
    expect(screen.getByTestId('profile-gallery-announcement')).toHaveTextContent(
      'Image moved to position 2 of 3.',
    );
  });

  it('shows errors:galleryOrder when the gallery changed elsewhere', async () => {
    const user = setup();
    renderSection(SECTION, agency, agencyProfile, {
      'PUT my-profile/user/pro/images/order': () =>
        json(409, { error: 'conflict', messageKey: 'errors:galleryOrder' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Move image 2 earlier' }));
    expect(
      await screen.findByText('The gallery changed meanwhile. Reload the page and try again.'),
    ).toBeInTheDocument();
  });

  it('uploads an image (multipart file) and adds it at the end; a full gallery disables the upload', async () => {
    const user = setup();
    // One place left: the upload fills the gallery.
    const images = Array.from({ length: GALLERY_MAX_IMAGES - 1 }, (_, index) =>
      galleryImage(100 + index, index + 1),
    );
    const { api } = renderSection(
      SECTION,
      agency,
      { ...agencyProfile, pro: { ...agencyProfile.pro!, gallery: images } },
      {
        'POST my-profile/user/pro/images': () => json(200, { data: galleryImage(34, GALLERY_MAX_IMAGES) }),
      },
    );
    const input = await screen.findByTestId('profile-gallery-upload-file');
    expect(screen.getByTestId('profile-gallery-upload')).toBeEnabled();
    await user.upload(input, new File([new Uint8Array(100)], 'kantoor.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByTestId('profile-gallery-image-34')).toBeInTheDocument();
    expect(order().at(-1)).toBe('profile-gallery-image-34');
    expect(order()).toHaveLength(GALLERY_MAX_IMAGES);
    const post = requestsOf(api).find((request) => request.method === 'POST');
    expect((post!.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(screen.getByTestId('profile-gallery-upload')).toBeDisabled());
  });

  it('disables the upload with the reason when the gallery is full, and shows errors:galleryFull', async () => {
    const images = Array.from({ length: GALLERY_MAX_IMAGES }, (_, index) =>
      galleryImage(100 + index, index + 1),
    );
    renderSection(SECTION, agency, { ...agencyProfile, pro: { ...agencyProfile.pro!, gallery: images } });
    expect(await screen.findByTestId('profile-gallery-full')).toHaveTextContent(
      `The gallery holds at most ${GALLERY_MAX_IMAGES} images.`,
    );
    expect(screen.getByTestId('profile-gallery-upload')).toBeDisabled();
  });

  it('shows the server refusal of a full gallery on the upload field', async () => {
    const user = setup();
    renderSection(SECTION, agency, agencyProfile, {
      'POST my-profile/user/pro/images': () =>
        json(409, { error: 'conflict', messageKey: 'errors:galleryFull' }),
    });
    const input = await screen.findByTestId('profile-gallery-upload-file');
    await user.upload(input, new File([new Uint8Array(100)], 'kantoor.png', { type: 'image/png' }));
    expect(
      await within(screen.getByTestId('profile-gallery')).findAllByText(
        'The gallery is full. Remove an image first.',
      ),
    ).not.toHaveLength(0);
  });

  it('deletes an image after confirmation', async () => {
    const user = setup();
    const { api } = renderSection(SECTION, agency, agencyProfile, {
      'DELETE my-profile/user/pro/image/33': () =>
        json(200, { data: [galleryImage(31, 1), galleryImage(32, 2)] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete image 3' }));
    expect(requestsOf(api).some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('profile-gallery-image-33')).toBeNull());
  });

  it('moves ids one place, never past either end', () => {
    expect(moved([1, 2, 3], 1, 'later')).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 3, 'earlier')).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, 'earlier')).toBeNull();
    expect(moved([1, 2, 3], 3, 'later')).toBeNull();
  });
});

import type { GalleryImage } from '@app/contract';
import { GALLERY_IMAGE_MAX_BYTES, GALLERY_MAX_IMAGES } from '@app/contract';
import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { errorMessageKey } from '../../../lib/i18n';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { useReorderGallery } from '../api/reorder-gallery';
import { useUploadGalleryImage } from '../api/upload-gallery-image';
import { confirmDelete } from './confirm-delete';
import { megabytes } from './image-file';
import { ImageUploadInput } from './image-upload-input';
import { useNotify } from './notify';
import { ProfileSection } from './profile-section';
import { settle } from '../../../lib/settle';

type Direction = 'earlier' | 'later';

/** The gallery's ids with one image moved a place; null at either end. */
export function moved(ids: number[], id: number, direction: Direction): number[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'earlier' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * 8. Gallery (professionals): images in order, the first is the cover. Buttons move an image a place
 * earlier or later (keyboard-friendly, focus stays on the moved image), saved with PUT images/order.
 */
export function GallerySection({ userId, images }: { userId: number; images: GalleryImage[] }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const uploadImage = useUploadGalleryImage(userId);
  const reorder = useReorderGallery(userId);
  const remove = useDeleteGalleryImage(userId);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** After a move, focus goes back to that image's button (React moved its node: focus was lost). */
  const [refocus, setRefocus] = useState<{ id: number; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const full = images.length >= GALLERY_MAX_IMAGES;
  const ids = images.map((image) => image.id);

  useEffect(() => {
    if (!refocus) return;
    const position = ids.indexOf(refocus.id);
    // At an end the pressed button is disabled: the other one takes the focus.
    const atEnd = refocus.direction === 'earlier' ? position === 0 : position === ids.length - 1;
    const direction = atEnd ? (refocus.direction === 'earlier' ? 'later' : 'earlier') : refocus.direction;
    buttons.current.get(`${refocus.id}-${direction}`)?.focus();
    setRefocus(null);
  }, [refocus, ids]);

  const onFile = async (file: File) => {
    setUploadError(null);
    await settle(uploadImage.mutateAsync(file), {
      done: () => notify.success(t('profile:gallery.uploaded')),
      failed: (error) => {
        setUploadError(errorMessageKey(error, i18n));
        notify.failure(error);
      },
    });
  };

  const move = async (id: number, direction: Direction) => {
    const next = moved(ids, id, direction);
    if (!next) return;
    try {
      await settle(reorder.mutateAsync(next), {
        done: (result) => {
          const position = result.data.findIndex((image) => image.id === id) + 1;
          setAnnouncement(t('profile:gallery.movedTo', { position, total: result.data.length }));
        },
        failed: (error) => notify.failure(error),
      });
    } finally {
      setRefocus({ id, direction });
    }
  };

  const askDelete = (image: GalleryImage, position: number) =>
    confirmDelete({
      title: t('profile:gallery.confirmTitle'),
      message: t('profile:gallery.confirmBody', { position }),
      confirm: t('profile:delete'),
      cancel: t('profile:cancel'),
      onConfirm: async () => {
        await settle(remove.mutateAsync(image.id), {
          done: () => notify.success(t('profile:gallery.deleted')),
          failed: (error) => notify.failure(error),
        });
      },
    });

  const register = (key: string) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(key, node);
    else buttons.current.delete(key);
  };

  return (
    <ProfileSection testId="profile-gallery" title={t('profile:gallery.title')}>
      <Text size="sm">{t('profile:gallery.intro')}</Text>
      <ImageUploadInput
        label={t('profile:gallery.add')}
        maxBytes={GALLERY_IMAGE_MAX_BYTES}
        onFile={(file) => void onFile(file)}
        error={uploadError}
        disabled={full}
        description={t('profile:gallery.hint', {
          mb: megabytes(GALLERY_IMAGE_MAX_BYTES),
          max: GALLERY_MAX_IMAGES,
        })}
        loading={uploadImage.isPending}
        testId="profile-gallery-upload"
      />
      {full && (
        <Text size="sm" c="dimmed" data-testid="profile-gallery-full">
          {t('profile:gallery.full', { max: GALLERY_MAX_IMAGES })}
        </Text>
      )}
      <VisuallyHidden aria-live="polite" data-testid="profile-gallery-announcement">
        {announcement}
      </VisuallyHidden>
      {images.length === 0 ? (
        <Text c="dimmed" data-testid="profile-gallery-empty">
          {t('profile:gallery.empty')}
        </Text>
      ) : (
        <SimpleGrid
          component="ol"
          cols={{ base: 1, xs: 2, md: 3 }}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('profile:gallery.listLabel')}
          data-testid="profile-gallery-list"
        >
          {images.map((image, index) => {
            const position = index + 1;
            return (
              <Card
                component="li"
                key={image.id}
                withBorder
                padding="sm"
                data-testid={`profile-gallery-image-${image.id}`}
                data-position={position}
              >
                <Card.Section pos="relative">
                  <Image
                    src={image.url}
                    alt={t('profile:gallery.imageAlt', { position })}
                    h={160}
                    fit="cover"
                  />
                  {index === 0 && (
                    <Badge pos="absolute" top={8} left={8} data-testid="profile-gallery-cover">
                      {t('profile:gallery.cover')}
                    </Badge>
                  )}
                </Card.Section>
                <Stack gap="xs" mt="sm">
                  <Group gap="xs" grow wrap="nowrap">
                    <Button
                      ref={register(`${image.id}-earlier`)}
                      variant="default"
                      size="xs"
                      leftSection={<IconArrowLeft aria-hidden="true" size={14} />}
                      aria-label={t('profile:gallery.moveEarlier', { position })}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => void move(image.id, 'earlier')}
                      data-testid={`profile-gallery-earlier-${image.id}`}
                    >
                      {t('profile:gallery.earlier')}
                    </Button>
                    <Button
                      ref={register(`${image.id}-later`)}
                      variant="default"
                      size="xs"
                      rightSection={<IconArrowRight aria-hidden="true" size={14} />}
                      aria-label={t('profile:gallery.moveLater', { position })}
                      disabled={index === images.length - 1 || reorder.isPending}
                      onClick={() => void move(image.id, 'later')}
                      data-testid={`profile-gallery-later-${image.id}`}
                    >
                      {t('profile:gallery.later')}
                    </Button>
                  </Group>
                  <Group justify="flex-end">
                    <Button
                      variant="default"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash aria-hidden="true" size={14} />}
                      aria-label={t('profile:gallery.delete', { position })}
                      loading={remove.isPending && remove.variables === image.id}
                      onClick={() => askDelete(image, position)}
                      data-testid={`profile-gallery-delete-${image.id}`}
                    >
                      {t('profile:delete')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </ProfileSection>
  );
}

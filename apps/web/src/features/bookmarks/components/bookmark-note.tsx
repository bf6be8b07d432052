import type { Bookmark } from '@app/contract';
import { BOOKMARK_NOTE_MAX } from '@app/contract';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useNotices } from '../../../components/notices';
import { settle } from '../../../lib/settle';
import { useBookmarkNote } from '../api/bookmark-note';

/** The note: shown as text; "Add"/"Edit" opens a field with Save and Cancel; "Delete" removes it. */
export function BookmarkNote({
  userId,
  bookmark,
  name,
}: {
  userId: number;
  bookmark: Bookmark;
  name: string;
}) {
  const { t } = useTranslation();
  const notices = useNotices('bookmarks');
  const mutation = useBookmarkNote(userId);
  const [draft, setDraft] = useState<string | null>(null);
  // "Required" once Save was pressed on an empty note, not on a field the reader has not written in yet.
  const [submitted, setSubmitted] = useState(false);
  const fieldId = `bookmark-note-${bookmark.id}`;

  const write = (note: string | null) =>
    settle(mutation.mutateAsync({ id: bookmark.id, note }), {
      done: () => {
        setDraft(null);
        notices.success(t(note === null ? 'bookmarks:note.deleted' : 'bookmarks:note.saved', { name }));
      },
      failed: (error) => notices.failure(error),
    });

  if (draft !== null) {
    const empty = draft.trim() === '';
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (!empty) void write(draft);
        }}
      >
        <Stack gap="xs">
          <Textarea
            id={fieldId}
            label={t('bookmarks:note.label')}
            description={t('bookmarks:note.hint', { max: BOOKMARK_NOTE_MAX })}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={BOOKMARK_NOTE_MAX}
            rows={3}
            data-autofocus
            autoFocus
            error={submitted && empty ? t('validation:required') : null}
            data-testid="bookmark-note-input"
          />
          <Group gap="xs">
            <Button type="submit" size="xs" loading={mutation.isPending} data-testid="bookmark-note-save">
              {t('bookmarks:note.save')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setDraft(null)}
              data-testid="bookmark-note-cancel"
            >
              {t('bookmarks:note.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap={4}>
      {bookmark.note ? (
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="bookmark-note"
        >
          {bookmark.note}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="bookmark-note-none">
          {t('bookmarks:note.none')}
        </Text>
      )}
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => {
            setSubmitted(false);
            setDraft(bookmark.note ?? '');
          }}
          aria-label={t(bookmark.note ? 'bookmarks:note.editNamed' : 'bookmarks:note.addNamed', { name })}
          data-testid="bookmark-note-edit"
        >
          {t(bookmark.note ? 'bookmarks:note.edit' : 'bookmarks:note.add')}
        </Button>
        {bookmark.note ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={mutation.isPending}
            onClick={() => void write(null)}
            aria-label={t('bookmarks:note.deleteNamed', { name })}
            data-testid="bookmark-note-delete"
          >
            {t('bookmarks:note.delete')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

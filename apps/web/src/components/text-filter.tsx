import { PROPERTY_FILTER_TEXT_MAX } from '@app/contract';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Typing waits this long before the list is asked again: one request per pause, not per key. */
export const TEXT_FILTER_DELAY_MS = 400;

/**
 * A text filter whose value lives in the URL: typed text is kept locally and committed after a
 * pause, on Enter, or when the field is left; a value that changes from outside (reset, back button)
 * replaces what is shown.
 */
export function TextFilter({
  label,
  description,
  value,
  onCommit,
  testId,
}: {
  label: string;
  description?: string;
  value: string;
  onCommit: (value: string) => void;
  testId: string;
}) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next;
    onCommit(next);
  }, TEXT_FILTER_DELAY_MS);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    commit.cancel();
    setText(value);
  }, [value, commit]);

  return (
    <TextInput
      type="search"
      label={label}
      description={description}
      value={text}
      maxLength={PROPERTY_FILTER_TEXT_MAX}
      data-testid={testId}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      // Leaving the field commits what was typed: folding the filters on a phone removes it (issue 49).
      onBlur={() => commit.flush()}
    />
  );
}

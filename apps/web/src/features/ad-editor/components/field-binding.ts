import type { UseFormReturnType } from '@mantine/form';

/**
 * What a group of inputs needs of the form, whatever the form's values: shared by the property and
 * the project editor, whose values differ.
 */
export interface FieldBinding {
  props: (path: string) => ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;
  key: (path: string) => string;
  set: (path: string, value: string) => void;
}

export function bindFields<V extends Record<string, unknown>>(form: UseFormReturnType<V>): FieldBinding {
  return {
    props: (path) => form.getInputProps(path),
    key: (path) => form.key(path),
    set: (path, value) => form.setFieldValue(path, value as never),
  };
}

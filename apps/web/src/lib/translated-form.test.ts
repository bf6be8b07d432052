import { messageWithValues, MSG } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { translateError } from './translated-form';

const t = (key: string, values?: Record<string, string>) => `${key} ${JSON.stringify(values ?? {})}`;

describe('translateError', () => {
  it('translates a plain message key, and a message with the values its text names', () => {
    expect(translateError(t, MSG.required)).toBe('validation:required {}');
    expect(translateError(t, messageWithValues(MSG.numberBetween, { min: 6, max: 36 }))).toBe(
      'validation:numberBetween {"min":"6","max":"36"}',
    );
  });

  it('leaves what is not a message as it is', () => {
    expect(translateError(t, undefined)).toBeUndefined();
  });
});

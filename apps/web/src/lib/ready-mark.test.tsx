import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadyMark } from './ready-mark';

afterEach(() => {
  delete document.documentElement.dataset.appReady;
});

describe('ReadyMark', () => {
  it('marks the document once committed, not before', () => {
    expect(document.documentElement.hasAttribute('data-app-ready')).toBe(false);
    const { container } = render(<ReadyMark />);
    expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true);
    expect(container.innerHTML).toBe('');
  });
});

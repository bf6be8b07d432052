import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareRing } from './share-ring';

const ringOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-share-ring]')!;

describe('ShareRing', () => {
  it('gives each share its part of the turn, in order, with a hole of the ring’s thickness', () => {
    const { container } = render(
      <ShareRing
        size={100}
        thickness={20}
        shares={[
          { key: 'a', value: 1, color: 'blue.7' },
          { key: 'b', value: 0, color: 'grape.7' },
          { key: 'c', value: 3, color: 'teal.7' },
        ]}
      />,
    );
    const ring = ringOf(container);
    expect(ring.style.background).toBe(
      'conic-gradient(var(--mantine-color-blue-7) 0% 25%, var(--mantine-color-grape-7) 25% 25%, var(--mantine-color-teal-7) 25% 100%)',
    );
    expect(ring.style.width).toBe('100px');
    expect(ring.style.mask).toBe('radial-gradient(circle, transparent 30px, rgb(0, 0, 0) 30.5px)');
  });

  it('draws an empty grey ring when there is nothing to share', () => {
    const { container } = render(
      <ShareRing size={80} thickness={10} shares={[{ key: 'a', value: 0, color: 'blue.7' }]} />,
    );
    expect(ringOf(container).style.background).toBe('var(--mantine-color-gray-3)');
  });
});

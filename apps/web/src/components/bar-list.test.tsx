import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from './bar-list';

describe('BarList', () => {
  it('draws bars to the largest value, with the values in the language’s digits', () => {
    const { container } = render(
      <BarList
        lang="nl"
        color="blue.7"
        rows={[
          { key: 'a', label: 'Huis', value: 1500 },
          { key: 'b', label: 'Grond', value: 0 },
        ]}
      />,
    );
    const bars = [...container.querySelectorAll<HTMLElement>('span[style]')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '0%']);
    expect(bars[0]!.style.background).toBe('var(--mantine-color-blue-7)');
    expect(container).toHaveTextContent('Huis1.500Grond0');
  });

  it('draws no bar longer than nothing when every value is zero', () => {
    const { container } = render(
      <BarList lang="en" color="blue.7" rows={[{ key: 'a', label: 'House', value: 0 }]} />,
    );
    expect(container.querySelector<HTMLElement>('span[style]')!.style.width).toBe('0%');
  });
});

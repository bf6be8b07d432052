import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link, type LinkProps } from './link';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderLink(props: LinkProps) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Link {...props}>Go</Link>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/nl/start'] },
  );
  render(<RouterProvider router={router} />);
  return { router, link: screen.getByRole('link', { name: 'Go' }) };
}

describe('Link', () => {
  it('is an anchor to the path, and a click moves the router there without a page load', () => {
    const { link, router } = renderLink({ to: '/nl/mijn-zoekertjes?page=2' });
    expect(link).toHaveAttribute('href', '/nl/mijn-zoekertjes?page=2');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/nl/mijn-zoekertjes?page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when asked', () => {
    const { link, router } = renderLink({ to: '/nl/elders', replace: true });
    fireEvent.click(link);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier, or for another target, to the browser', () => {
    const { link } = renderLink({ to: '/nl/elders' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/nl/start');
  });

  it('as an immediate link, moves the router as a plain click does, and leaves a modified click to the browser', () => {
    const { link, router } = renderLink({ to: '/nl/elders?x=1', immediate: true });
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, metaKey: true });
    fireEvent(link, modified);
    expect(modified.defaultPrevented).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/nl/start');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/nl/elders?x=1');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('as an immediate link to the page one is on, replaces its history entry', () => {
    const { link, router } = renderLink({ to: '/nl/start', immediate: true });
    fireEvent.click(link);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a link that opens another tab to the browser', () => {
    const { link } = renderLink({ to: '/nl/elders', target: '_blank' });
    expect(link).toHaveAttribute('target', '_blank');
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/nl/start');
  });

  it("runs the caller's click handler first, which may keep the router where it is", () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { link } = renderLink({ to: '/nl/elders', onClick });
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where')).toHaveTextContent('/nl/start');
  });

  it('passes its ref and other attributes to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    const { link } = renderLink({ to: '/nl/elders', ref, className: 'entry', 'aria-current': 'page' });
    expect(ref.current).toBe(link);
    expect(link).toHaveClass('entry');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});

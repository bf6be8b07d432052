import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  createPath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useResolvedPath,
} from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path, as the route table builds it. */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
  /**
   * The click draws the navigation's start at once (React Router's `flushSync`) instead of in a
   * transition that module evaluation and the page being left delayed: a menu entry's page title
   * shows in the click's own task (issue 49).
   */
  immediate?: boolean;
}

/** A click the router takes: the main button, no modifier (those open a tab or a window), this tab. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * An in-app link: a plain `<a>` whose click the router takes over (a modified click, a middle click or
 * another target still opens a tab), built from the router's own `useHref` and `useLinkClickHandler`.
 * React Router's `<Link>` also prefetches route modules and data for its framework mode, which this app
 * does not use: that part weighed about 2 KiB in the first load (issue 14, decision 047).
 */
export function Link({ to, replace, target, onClick, ref, immediate, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (immediate && isPlainClick(event, target)) {
      event.preventDefault();
      // As the router's own handler: a click on the page one is on replaces its entry, not a second one.
      void navigate(to, { replace: replace ?? createPath(location) === createPath(path), flushSync: true });
    } else follow(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

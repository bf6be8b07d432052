import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { useLocation } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { Link } from '../../lib/link';
import { preloadRoute } from '../../lib/route-preload';
import type { CurrentRoute } from '../../lib/language';
import type { MenuGroup, MenuItem } from '../menu';
import classes from './shell.module.css';

function isCurrent(
  item: MenuItem,
  route: CurrentRoute | null,
  location: { pathname: string; search: string },
) {
  if (!item.route || !route || item.route !== route.name) return false;
  // Several ad-editor links share one route: their query string tells them apart.
  return item.route === 'ad' ? `${location.pathname}${location.search}` === item.href : true;
}

/** Mantine's focus ring (its global class for elements of one's own), as its NavLink had. */
const ITEM_CLASS = `${classes.item} mantine-focus-auto`;

function MenuEntry({
  item,
  current,
  onNavigate,
}: {
  item: MenuItem;
  current: boolean;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const label = (
    <span className={classes.itemLabel}>
      {t(item.labelKey)}
      {item.external ? <VisuallyHidden component="span"> ({t('shell:menu.newTab')})</VisuallyHidden> : null}
    </span>
  );
  const badge = item.isNew ? (
    <span className={classes.itemSection}>
      <span className={classes.newBadge} data-testid="menu-new">
        {t('shell:menu.new')}
      </span>
    </span>
  ) : null;

  // Plain elements, not Mantine's NavLink: its nested-menu part (Collapse and its transitions) came into
  // the first load with it, and this menu has no nesting (issue 14, decision 047).
  if (item.disabled) {
    return (
      <span className={ITEM_CLASS} data-disabled aria-disabled="true" data-menu-item={item.id}>
        {label}
        {badge}
      </span>
    );
  }
  if (item.external) {
    return (
      <a
        className={ITEM_CLASS}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        data-menu-item={item.id}
      >
        {label}
        <span className={classes.itemSection}>
          <IconExternalLink aria-hidden="true" size={16} />
        </span>
      </a>
    );
  }
  const { route } = item;
  const preload = route ? () => preloadRoute(route, currentLanguage(i18n)) : undefined;
  return (
    <Link
      className={ITEM_CLASS}
      to={item.href}
      aria-current={current ? 'page' : undefined}
      data-menu-item={item.id}
      onClick={onNavigate}
      onPointerEnter={preload}
      onFocus={preload}
      immediate
    >
      {label}
      {badge}
    </Link>
  );
}

/** The groups of the side menu, each under its heading. */
export function SideMenu({
  groups,
  route,
  onNavigate,
}: {
  groups: MenuGroup[];
  route: CurrentRoute | null;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      {groups.map((group) => (
        <div key={group.id} data-menu-group={group.id}>
          <h2 className={classes.groupLabel}>{t(group.labelKey)}</h2>
          <ul className={classes.list}>
            {group.items.map((item) => (
              <li key={item.id}>
                <MenuEntry item={item} current={isCurrent(item, route, location)} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

import { Badge, NavLink, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { Link, useLocation } from 'react-router';
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

function MenuEntry({
  item,
  current,
  onNavigate,
}: {
  item: MenuItem;
  current: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  const badge = item.isNew ? (
    <Badge size="sm" variant="filled" color="teal.9" component="span">
      {t('shell:menu.new')}
    </Badge>
  ) : undefined;

  if (item.disabled) {
    return (
      <NavLink
        component="span"
        label={label}
        rightSection={badge}
        disabled
        aria-disabled="true"
        data-menu-item={item.id}
      />
    );
  }
  if (item.external) {
    return (
      <NavLink
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        label={
          <>
            {label}
            <VisuallyHidden component="span"> ({t('shell:menu.newTab')})</VisuallyHidden>
          </>
        }
        rightSection={<IconExternalLink aria-hidden="true" size={16} />}
        data-menu-item={item.id}
      />
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.href}
      label={label}
      rightSection={badge}
      active={current}
      aria-current={current ? 'page' : undefined}
      data-menu-item={item.id}
      onClick={onNavigate}
    />
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

import type { Project } from '@app/contract';
import type { ComponentPropsWithoutRef } from 'react';
import { forwardRef } from 'react';
import { useTranslation } from '@app/i18n/react';
import { MenuButton } from '../../../components/menu-button';

/** The button that opens a project's status menu. */
export const ProjectStatusButton = forwardRef<
  HTMLButtonElement,
  { project: Project; loading: boolean } & ComponentPropsWithoutRef<'button'>
>(function ProjectStatusButton({ project, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <MenuButton
      {...rest}
      ref={ref}
      aria-label={t('projects:status.changeNamed', { name: project.name })}
      data-testid="project-status-menu"
    >
      {t('projects:status.change')}
    </MenuButton>
  );
});

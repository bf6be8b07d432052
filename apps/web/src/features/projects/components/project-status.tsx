import type { Project } from '@app/contract';
import { lazy, Suspense } from 'react';
import { useDrawnOnFirstPress } from '../../../components/drawn-on-first-press';
import type { ProjectRequestedStatus } from '../../../lib/project-labels';
import { ProjectStatusButton } from './project-status-button';

/** The menu, with Mantine's popover and floating-ui: its own chunk, asked for when the button is
 * pointed at or focused, so that a page nobody changes a status on goes without (issue 49). */
const menu = () => import('./project-status-menu');
const ProjectStatusMenu = lazy(async () => ({ default: (await menu()).ProjectStatusMenu }));

/**
 * A project's status change. Until it is first pressed, a card draws only the button, as My
 * properties' rows do: a menu per card is its popover's hooks per card. The first press (or Enter or
 * Space) draws the menu and opens it; if its chunk is not in yet, the button shows it is loading.
 */
export function ProjectStatus(props: {
  project: Project;
  changing: boolean;
  onStatus: (project: Project, status: ProjectRequestedStatus) => void;
}) {
  const { drawn, buttonProps } = useDrawnOnFirstPress(menu);
  if (drawn)
    return (
      <Suspense fallback={<ProjectStatusButton project={props.project} loading />}>
        <ProjectStatusMenu {...props} />
      </Suspense>
    );
  return <ProjectStatusButton project={props.project} loading={props.changing} {...buttonProps} />;
}

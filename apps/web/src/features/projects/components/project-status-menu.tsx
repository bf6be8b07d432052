import type { Project } from '@app/contract';
import { Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import type { ProjectRequestedStatus } from '../../../lib/project-labels';
import { requestedStatusName, statusChoices } from '../../../lib/project-labels';
import { ProjectStatusButton } from './project-status-button';

/**
 * A project's status menu, in its own chunk (project-status.tsx), drawn by the first press of its
 * button: the button it replaced had the focus, which moves to this one before the menu opens, where
 * the menu returns it when it closes.
 */
export function ProjectStatusMenu({
  project,
  changing,
  onStatus,
}: {
  project: Project;
  changing: boolean;
  onStatus: (project: Project, status: ProjectRequestedStatus) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>
        <ProjectStatusButton ref={target} project={project} loading={changing} />
      </Menu.Target>
      <Menu.Dropdown>
        {statusChoices(project).map((status) => (
          <Menu.Item
            key={status}
            onClick={() => onStatus(project, status)}
            data-testid={`project-status-option-${status}`}
          >
            {requestedStatusName(status, t)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

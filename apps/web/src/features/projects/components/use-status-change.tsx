import type { Project } from '@app/contract';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/i18n';
import { useChangeProjectStatus } from '../api/change-project-status';
import type { ProjectRequestedStatus } from './project-labels';
import { requestedStatusName, statusName } from './project-labels';

/**
 * A project's status change: a confirmation modal first, then the call; the outcome as a notice
 * (the server's message, translated, when it refuses). `changing` is the project being changed.
 */
export function useStatusChange(userId: number) {
  const { t, i18n } = useTranslation();
  const mutation = useChangeProjectStatus(userId);
  const changing = mutation.isPending ? mutation.variables.id : null;

  const change = async (project: Project, requestedStatus: ProjectRequestedStatus) => {
    const to = requestedStatusName(requestedStatus, t);
    try {
      const result = await mutation.mutateAsync({ id: project.id, requestedStatus });
      // A route change cancelled it: nobody is left to tell.
      if (!result) return;
      notifications.show({
        color: 'green',
        message: t('projects:status.changed', { name: project.name, status: to }),
        'data-testid': 'projects-notification-success',
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t(errorMessageKey(error, i18n)),
        autoClose: false,
        'data-testid': 'projects-notification-failure',
      });
    }
  };

  const request = (project: Project, requestedStatus: ProjectRequestedStatus) => {
    modals.openConfirmModal({
      title: t('projects:status.confirmTitle'),
      children: (
        <Text size="sm" data-testid="projects-status-question">
          {t('projects:status.confirmBody', {
            name: project.name,
            from: statusName(project.status.code, t),
            to: requestedStatusName(requestedStatus, t),
          })}
        </Text>
      ),
      labels: { confirm: t('projects:status.confirm'), cancel: t('projects:status.cancel') },
      confirmProps: { 'data-testid': 'projects-status-confirm' },
      cancelProps: { 'data-testid': 'projects-status-cancel' },
      onConfirm: () => void change(project, requestedStatus),
    });
  };

  return { request, changing };
}

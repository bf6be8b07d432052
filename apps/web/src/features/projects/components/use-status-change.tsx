import type { Project } from '@app/contract';
import { useTranslation } from '@app/i18n/react';
import { runConfirmed } from '../../../components/confirmed-action';
import { errorMessageKey } from '../../../lib/i18n';
import { useChangeProjectStatus } from '../api/change-project-status';
import type { ProjectRequestedStatus } from '../../../lib/project-labels';
import { requestedStatusName, statusName } from '../../../lib/project-labels';

/**
 * A project's status change: a confirmation modal first, then the call; the outcome as a notice
 * (the server's message, translated, when it refuses). `changing` is the project being changed.
 */
export function useStatusChange(userId: number) {
  const { t, i18n } = useTranslation();
  const mutation = useChangeProjectStatus(userId);
  const changing = mutation.isPending ? mutation.variables.id : null;

  const request = (project: Project, requestedStatus: ProjectRequestedStatus) => {
    const to = requestedStatusName(requestedStatus, t);
    runConfirmed({
      title: t('projects:status.confirmTitle'),
      question: t('projects:status.confirmBody', {
        name: project.name,
        from: statusName(project.status.code, t),
        to,
      }),
      labels: { confirm: t('projects:status.confirm'), cancel: t('projects:status.cancel') },
      testId: 'projects-status',
      run: () => mutation.mutateAsync({ id: project.id, requestedStatus }),
      succeeded: () => ({
        message: t('projects:status.changed', { name: project.name, status: to }),
        testId: 'projects-notification-success',
      }),
      failed: (error) => ({
        message: t(errorMessageKey(error, i18n)),
        testId: 'projects-notification-failure',
      }),
    });
  };

  return { request, changing };
}

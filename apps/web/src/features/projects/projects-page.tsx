import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { ListPagination } from '../../components/list-pagination';
import { useTranslation } from '@app/i18n/react';
import { useLanguage } from '../../lib/language';
import { useQueuedSearchParams } from '../../lib/use-queued-search-params';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { isApiError } from '../../lib/http';
import { errorMessageKey } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useTypes } from '../../lib/lookups/types';
import { useMyProjects } from './api/my-projects';
import { ProjectCard } from './components/project-card';
import type { ProjectViewChange } from './components/project-filters';
import { ProjectFilters } from './components/project-filters';
import { useStatusChange } from './components/use-status-change';
import {
  DEFAULT_PROJECT_VIEW,
  isProjectViewFiltered,
  projectFilterOf,
  readProjectView,
  writeProjectView,
} from './project-view';
import { QueryError } from '../../components/query-error';

/** The `projects` route: the user's projects, filters and page in the URL; models and units open in place. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('projects'));
  usePageTitle(title);

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {user ? <ProjectList userId={user.id} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

function ProjectList({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [params, updateParams] = useQueuedSearchParams();
  const view = readProjectView(params);
  const types = useTypes(useLanguage());
  const list = useMyProjects(userId, projectFilterOf(view));
  const status = useStatusChange(userId);

  const change = (update: ProjectViewChange) =>
    updateParams((latest) =>
      writeProjectView({ ...readProjectView(latest), ...update, page: DEFAULT_PROJECT_VIEW.page }),
    );

  // Notaires (and private users) are refused by the server: its message is all there is to show.
  if (list.isError && !list.data && isApiError(list.error) && list.error.status === 403) {
    return (
      <Alert color="red" role="alert" data-testid="projects-forbidden">
        {t(errorMessageKey(list.error, i18n))}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <ProjectFilters
        view={view}
        onChange={change}
        onReset={() => updateParams(() => writeProjectView(DEFAULT_PROJECT_VIEW))}
        canReset={isProjectViewFiltered(view)}
      />
      <section aria-labelledby="projects-results-heading" data-testid="projects-results">
        <Title order={2} size="h4" mb="sm" id="projects-results-heading">
          {t('projects:results')}
        </Title>
        {list.isError && !list.data ? (
          <QueryError query={list} testId="projects-error" />
        ) : !list.data ? (
          <Loader size="sm" aria-label={t('common:loading')} data-testid="projects-loading" />
        ) : (
          <Stack gap="md" aria-busy={list.isFetching} opacity={list.isPlaceholderData ? 0.6 : 1}>
            <Text fw={600} role="status" data-testid="projects-total">
              {t('projects:total', { total: list.data.paging.total })}
            </Text>
            {list.data.data.length === 0 ? (
              <Text data-testid="projects-empty">
                {isProjectViewFiltered(view) ? t('projects:noResults') : t('projects:empty')}
              </Text>
            ) : (
              list.data.data.map((project) => (
                <ProjectCard
                  key={project.id}
                  project={project}
                  userId={userId}
                  types={types.data}
                  changing={status.changing === project.id}
                  onStatus={status.request}
                />
              ))
            )}
            <ListPagination
              label={t('projects:pagination.label')}
              testId="projects-pagination"
              totalPages={list.data.paging.totalPages}
              page={view.page}
              onChange={(page) =>
                updateParams((latest) => writeProjectView({ ...readProjectView(latest), page }))
              }
            />
          </Stack>
        )}
      </section>
    </Stack>
  );
}

export default ProjectsPage;

import type { CurrentUser } from '@app/contract';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '@app/i18n/react';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { isApiError } from '../../lib/http';
import { errorMessageKey } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/auth/current-user';
import { mayUseProjects } from '../../lib/project-access';
import { useProjectDrafts, usePropertyDrafts } from './api/my-drafts';
import { DraftSection } from './components/draft-section';
import { projectDraftName, propertyDraftName } from './components/draft-labels';
import { ProjectDraftsTable } from './components/project-drafts-table';
import { PropertyDraftsTable } from './components/property-drafts-table';
import { useDraftDeletion } from './components/use-draft-deletion';

/** The `drafts` route: property drafts, and project drafts for those who have projects; edit or delete each. */
export function DraftsPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('drafts'));
  usePageTitle(title);

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {user ? <DraftSections user={user} /> : <Loader size="sm" aria-label={t('common:loading')} />}
    </Stack>
  );
}

function DraftSections({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const withProjects = mayUseProjects(user);
  const properties = usePropertyDrafts(user.id);
  const projects = useProjectDrafts(user.id, withProjects);
  const deletion = useDraftDeletion(user.id);
  const propertyHeading = useRef<HTMLHeadingElement>(null);
  const projectHeading = useRef<HTMLHeadingElement>(null);

  // Users with software are refused by the server (they place ads there): its message is all there is.
  // It names the software; the error body's values do not reach the client, the user knows it too.
  const refused = [properties, projects].find(
    (query) => !query.data && isApiError(query.error) && query.error.status === 403,
  );
  if (refused) {
    const software = user.userInfo.softwareName ?? t('drafts:yourSoftware');
    return (
      <Alert color="red" role="alert" data-testid="drafts-forbidden">
        {t(errorMessageKey(refused.error, i18n), { software })}
      </Alert>
    );
  }

  const deleting = (kind: 'property' | 'project') =>
    deletion.deleting?.kind === kind ? deletion.deleting.id : null;

  return (
    <Stack gap="xl">
      <DraftSection
        testId="property-drafts"
        title={t('drafts:properties.title')}
        headingRef={propertyHeading}
        query={properties}
        count={(total) => t('drafts:properties.total', { total })}
        empty={t('drafts:properties.empty')}
      >
        {(drafts) => (
          <PropertyDraftsTable
            drafts={drafts}
            label={t('drafts:properties.title')}
            deleting={deleting('property')}
            onDelete={(draft) =>
              deletion.request({
                kind: 'property',
                id: draft.id,
                name: propertyDraftName(draft),
                onDeleted: () => propertyHeading.current?.focus(),
              })
            }
          />
        )}
      </DraftSection>
      {withProjects ? (
        <DraftSection
          testId="project-drafts"
          title={t('drafts:projects.title')}
          headingRef={projectHeading}
          query={projects}
          count={(total) => t('drafts:projects.total', { total })}
          empty={t('drafts:projects.empty')}
        >
          {(drafts) => (
            <ProjectDraftsTable
              drafts={drafts}
              label={t('drafts:projects.title')}
              deleting={deleting('project')}
              onDelete={(draft) =>
                deletion.request({
                  kind: 'project',
                  id: draft.id,
                  name: projectDraftName(draft),
                  onDeleted: () => projectHeading.current?.focus(),
                })
              }
            />
          )}
        </DraftSection>
      ) : null}
    </Stack>
  );
}

export default DraftsPage;

import { ERR, routePath } from '@app/contract';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { useLanguage } from '../../lib/language';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { errorMessageKey } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/auth/current-user';
import { readAdTarget } from './ad-target';
import { useProjectDraft } from './api/project-draft';
import { usePropertyDraft } from './api/property-draft';
import type { PublishPanel } from './components/publish-section';
import type { TypeChoice } from './components/type-step';
import { TypeStep } from './components/type-step';
import { newPropertyValues, propertyValues } from './form-values';
import { ProjectAdEditor } from './project-ad-editor';
import type { EditorLocationState } from './property-ad-editor';
import { PropertyAdEditor } from './property-ad-editor';

/**
 * The `ad` route: a new ad (`?propertytype=…&transactiontype=…`, or a plain link where the user picks
 * both first), a property draft (`?draft=id`) or a project draft (`?project=id`). Users with software
 * place their ads there: they get the notice instead of a form. `publishPanel` is the orders
 * feature's, shown under a saved draft.
 */
export function AdEditorPage({ publishPanel }: { publishPanel: PublishPanel }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('ad'));
  usePageTitle(title);

  return (
    <Stack gap="lg" data-testid="ad-editor">
      <Title order={1}>{title}</Title>
      {!user ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : user.userInfo.hasSoftware ? (
        <Alert color="yellow" data-testid="ad-editor-software">
          {t(ERR.softwareDrafts, { software: user.userInfo.softwareName ?? '' })}
        </Alert>
      ) : (
        <AdEditorContent userId={user.id} publishPanel={publishPanel} />
      )}
    </Stack>
  );
}

function AdEditorContent({ userId, publishPanel }: { userId: number; publishPanel: PublishPanel }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const target = readAdTarget(params);
  // One editor per visit of the URL; the editor's own URL update (first save) keeps it, so the
  // form, its focus and the publish panel stay as they are.
  const editorKey = (location.state as EditorLocationState | null)?.editorKey ?? location.key;
  const [choice, setChoice] = useState<{ editorKey: string; value: TypeChoice } | null>(null);
  const propertyDraft = usePropertyDraft(userId, target.kind === 'property' ? target.id : null);
  const projectDraft = useProjectDraft(userId, target.kind === 'project' ? target.id : null);

  switch (target.kind) {
    case 'invalid':
      return <DraftProblem messageKey={ERR.notFound} />;
    case 'project':
      return projectDraft.data ? (
        <ProjectAdEditor
          key={editorKey}
          userId={userId}
          draft={projectDraft.data}
          publishPanel={publishPanel}
        />
      ) : (
        <Loading query={projectDraft} />
      );
    case 'property':
      return propertyDraft.data ? (
        <PropertyAdEditor
          key={editorKey}
          userId={userId}
          editorKey={editorKey}
          draft={propertyDraft.data}
          initialValues={propertyValues(propertyDraft.data)}
          publishPanel={publishPanel}
        />
      ) : (
        <Loading query={propertyDraft} />
      );
    case 'new': {
      const { propertyType, transactionType } = target;
      const chosen =
        propertyType && transactionType
          ? { propertyType, transactionType }
          : choice?.editorKey === editorKey
            ? choice.value
            : null;
      if (!chosen) {
        return (
          <TypeStep key={editorKey} initial={target} onChoose={(value) => setChoice({ editorKey, value })} />
        );
      }
      return (
        <PropertyAdEditor
          key={editorKey}
          userId={userId}
          editorKey={editorKey}
          draft={null}
          initialValues={newPropertyValues(chosen.propertyType, chosen.transactionType)}
          focusOnStart={choice?.editorKey === editorKey}
          publishPanel={publishPanel}
        />
      );
    }
  }
}

/** A draft on its way, or the reason it will not come (someone else's or published: 404). */
function Loading({ query }: { query: UseQueryResult<unknown> }) {
  const { t, i18n } = useTranslation();
  if (query.isError) return <DraftProblem messageKey={errorMessageKey(query.error, i18n)} />;
  return <Loader size="sm" aria-label={t('common:loading')} data-testid="ad-editor-loading" />;
}

function DraftProblem({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Alert color="red" data-testid="ad-editor-problem">
      <Stack gap="xs" align="flex-start">
        <Text>{t(messageKey)}</Text>
        <Anchor component={Link} to={routePath('drafts', lang)}>
          {t('adEditor:backToDrafts')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

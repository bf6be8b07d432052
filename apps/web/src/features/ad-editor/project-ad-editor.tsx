import type { ProjectAdDraft } from '@app/contract';
import { routePath } from '@app/contract';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@app/i18n/react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../lib/language';
import { myDraftsKey, myProjectsKey } from '../../lib/query-keys';
import { projectDraftKey, rereadProjectDraft } from './api/project-draft';
import { useSaveProjectDraft } from './api/save-project-draft';
import { AddressFields } from './components/address-fields';
import { DescriptionFields } from './components/description-fields';
import { EditorSection } from './components/editor-section';
import { bindFields } from './components/field-binding';
import { LeaveGuard } from './components/leave-guard';
import type { PublishPanel } from './components/publish-section';
import { PublishSection } from './components/publish-section';
import { PROJECT_FIELD_ORDER, projectValues } from './form-values';
import { useDraftActions } from './use-draft-actions';
import { useDraftForm } from './use-draft-form';
import { useDraftVersion } from './use-draft-version';

/**
 * A project draft (`ad?project=id`): name, reference, address and descriptions; saved with PUT over
 * the version the editor loaded (decision 055).
 */
export function ProjectAdEditor({
  userId,
  draft,
  publishPanel,
}: {
  userId: number;
  draft: ProjectAdDraft;
  publishPanel: PublishPanel;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveProjectDraft(userId);
  const draftForm = useDraftForm({
    schemas: (all) => ({ draft: all.ProjectAdFields, publish: all.PublishableProjectAd }),
    fieldOrder: PROJECT_FIELD_ORDER,
    initialValues: projectValues(draft),
  });
  const { form } = draftForm;
  const version = useDraftVersion(
    userId,
    { current: draft, id: draft.id, query: { key: projectDraftKey, reread: rereadProjectDraft } },
    form,
    projectValues,
  );
  const actions = useDraftActions({
    draftForm,
    persist: async (values) => {
      const body = (await draftForm.check.load()).parse(values);
      await version.save((ifMatch) => save.mutateAsync({ id: draft.id, body, ifMatch }));
    },
    leave: () => {
      void queryClient.invalidateQueries({ queryKey: myProjectsKey(userId) });
      void queryClient.invalidateQueries({ queryKey: myDraftsKey(userId) });
      // No longer a draft: forgotten once the editor is gone (before, it would ask for it again).
      void Promise.resolve(navigate(routePath('projects', lang))).then(() =>
        queryClient.removeQueries({ queryKey: projectDraftKey(userId, draft.id) }),
      );
    },
  });
  const fields = bindFields(form);

  return (
    <Stack gap="lg">
      <Text c="dimmed" data-testid="ad-editor-vlancode">
        {t('adEditor:projectDraftCode', { vlancode: draft.vlancode })}
      </Text>
      <form
        onSubmit={actions.onSave}
        onFocus={draftForm.check.preload}
        noValidate
        data-testid="ad-editor-form"
      >
        <Stack gap="lg">
          <EditorSection title={t('adEditor:project.title')} testId="ad-editor-project">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.getInputProps('name')}
                key={form.key('name')}
                label={t('adEditor:project.name')}
                required
                autoComplete="off"
                data-testid="ad-editor-name"
              />
              <TextInput
                {...form.getInputProps('reference')}
                key={form.key('reference')}
                label={t('adEditor:property.yourReference')}
                autoComplete="off"
                data-testid="ad-editor-reference"
              />
            </SimpleGrid>
          </EditorSection>

          <EditorSection title={t('adEditor:address.title')} testId="ad-editor-address">
            <AddressFields fields={fields} withBox={false} />
          </EditorSection>

          <EditorSection
            title={t('adEditor:descriptions.title')}
            hint={t('adEditor:descriptions.hint')}
            testId="ad-editor-descriptions"
          >
            <DescriptionFields fields={fields} />
          </EditorSection>

          <Group justify="flex-end">
            <Button type="submit" loading={actions.saving || save.isPending} data-testid="ad-editor-save">
              {t('adEditor:save.button')}
            </Button>
          </Group>
        </Stack>
      </form>

      <PublishSection
        panel={publishPanel}
        target={{ projectId: draft.id }}
        beforePublish={actions.beforePublish}
        onPublished={actions.onPublished}
      />
      <LeaveGuard hasChanges={actions.hasChanges} />
    </Stack>
  );
}

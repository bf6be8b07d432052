import type { PropertyAdDraft } from '@app/contract';
import { AD_BEDROOMS_MAX, AD_PRICE_MAX, AD_SURFACE_MAX, routePath } from '@app/contract';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../lib/language';
import { myDraftsKey, myPropertiesKey } from '../../lib/query-keys';
import { draftSearch } from './ad-target';
import { propertyDraftKey, rereadPropertyDraft } from './api/property-draft';
import { useSavePropertyDraft } from './api/save-property-draft';
import { AddressFields } from './components/address-fields';
import { DescriptionFields } from './components/description-fields';
import { EditorSection } from './components/editor-section';
import { bindFields } from './components/field-binding';
import { LeaveGuard } from './components/leave-guard';
import { numberSeparators } from './components/number-separators';
import type { PublishPanel } from './components/publish-section';
import { PublishSection } from './components/publish-section';
import { TypeFields } from './components/type-fields';
import type { PropertyAdValues } from './form-values';
import { PROPERTY_FIELD_ORDER, propertyValues } from './form-values';
import { useDraftActions } from './use-draft-actions';
import { useDraftForm } from './use-draft-form';
import { useDraftVersion } from './use-draft-version';

/** What the editor puts in the history entry it replaces, so the page keeps this editor mounted. */
export interface EditorLocationState {
  editorKey: string;
}

export const isOwnNavigation = (state: unknown, editorKey: string): boolean =>
  (state as EditorLocationState | null)?.editorKey === editorKey;

/**
 * The property form: "Save draft" (POST the first time, then PUT over the draft's version, decision
 * 055; the URL then names the draft, so a reload resumes it) and publication of the saved draft.
 */
export function PropertyAdEditor({
  userId,
  editorKey,
  draft,
  initialValues,
  focusOnStart = false,
  publishPanel,
}: {
  userId: number;
  /** The page's key of this editor: kept in the URL update after the first save. */
  editorKey: string;
  draft: PropertyAdDraft | null;
  initialValues: PropertyAdValues;
  /** After the start step: its button is gone, so the focus goes to the form's first field. */
  focusOnStart?: boolean;
  publishPanel: PublishPanel;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSavePropertyDraft(userId);
  const [saved, setSaved] = useState(draft ? { id: draft.id, vlancode: draft.vlancode } : null);
  const draftForm = useDraftForm({
    schemas: (all) => ({ draft: all.PropertyAdFields, publish: all.PublishablePropertyAd }),
    fieldOrder: PROPERTY_FIELD_ORDER,
    initialValues,
  });
  const { form } = draftForm;
  const version = useDraftVersion(
    userId,
    { current: draft, id: saved?.id ?? null, query: { key: propertyDraftKey, reread: rereadPropertyDraft } },
    form,
    propertyValues,
  );
  const actions = useDraftActions({
    draftForm,
    persist: async (values) => {
      const body = (await draftForm.check.load()).parse(values);
      if (saved) {
        await version.save((ifMatch) => save.mutateAsync({ id: saved.id, body, ifMatch }));
        return;
      }
      const created = await save.mutateAsync({ id: null, body });
      version.saved(created);
      const { answer } = created;
      setSaved({ id: answer.data.id, vlancode: answer.data.vlancode });
      const state: EditorLocationState = { editorKey };
      await navigate({ search: draftSearch(answer.data.id) }, { replace: true, state });
    },
    leave: () => {
      void queryClient.invalidateQueries({ queryKey: myPropertiesKey(userId) });
      void queryClient.invalidateQueries({ queryKey: myDraftsKey(userId) });
      // No longer a draft: forgotten once the editor is gone (before, it would ask for it again).
      void Promise.resolve(navigate(routePath('properties', lang))).then(() => {
        if (saved) queryClient.removeQueries({ queryKey: propertyDraftKey(userId, saved.id) });
      });
    },
  });
  const fields = bindFields(form);

  useEffect(() => {
    if (focusOnStart) form.getInputNode('propertyType')?.focus();
    // Once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack gap="lg">
      {saved ? (
        <Text c="dimmed" data-testid="ad-editor-vlancode">
          {t('adEditor:draftCode', { vlancode: saved.vlancode })}
        </Text>
      ) : null}
      <form
        onSubmit={actions.onSave}
        onFocus={draftForm.check.preload}
        noValidate
        data-testid="ad-editor-form"
      >
        <Stack gap="lg">
          <EditorSection title={t('adEditor:property.title')} testId="ad-editor-property">
            <TypeFields fields={fields} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.getInputProps('yourReference')}
                key={form.key('yourReference')}
                label={t('adEditor:property.yourReference')}
                autoComplete="off"
                data-testid="ad-editor-yourReference"
              />
              <NumberInput
                {...form.getInputProps('price')}
                key={form.key('price')}
                label={t('adEditor:property.price')}
                description={t('adEditor:property.priceHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                leftSection="€"
                min={0}
                max={AD_PRICE_MAX}
                allowNegative={false}
                decimalScale={2}
                {...numberSeparators(lang)}
                hideControls
                data-testid="ad-editor-price"
              />
              <NumberInput
                {...form.getInputProps('livableSurface')}
                key={form.key('livableSurface')}
                label={t('adEditor:property.livableSurface')}
                rightSection="m²"
                rightSectionPointerEvents="none"
                min={1}
                max={AD_SURFACE_MAX}
                allowNegative={false}
                allowDecimal={false}
                hideControls
                data-testid="ad-editor-livableSurface"
              />
              <NumberInput
                {...form.getInputProps('bedrooms')}
                key={form.key('bedrooms')}
                label={t('adEditor:property.bedrooms')}
                min={0}
                max={AD_BEDROOMS_MAX}
                allowNegative={false}
                allowDecimal={false}
                data-testid="ad-editor-bedrooms"
              />
            </SimpleGrid>
          </EditorSection>

          <EditorSection title={t('adEditor:address.title')} testId="ad-editor-address">
            <AddressFields fields={fields} withBox />
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
        target={saved ? { listingId: saved.id } : null}
        beforePublish={actions.beforePublish}
        onPublished={actions.onPublished}
      />
      <LeaveGuard
        hasChanges={actions.hasChanges}
        mayLeave={(next) => isOwnNavigation(next.state, editorKey)}
      />
    </Stack>
  );
}

import type { Order } from '@app/contract';
import { Center, Loader, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { Suspense } from 'react';
import { useTranslation } from '@app/i18n/react';
import { EditorSection } from './editor-section';

export interface PublishPanelProps {
  target: { listingId: number } | { projectId: number };
  beforePublish: () => Promise<boolean>;
  onPublished: (order: Order) => void;
}

/** The orders feature's publish panel, passed in by the page (app/pages/ad-editor.tsx), maybe lazy. */
export type PublishPanel = ComponentType<PublishPanelProps>;

/**
 * Publication (POST my-products/order, type publication) of a saved draft: the orders feature's
 * panel (with its own title and explanation) picks the package and takes the terms; `beforePublish`
 * checks and saves the form first. An ad that was never saved has no id to order for yet.
 */
export function PublishSection({
  panel: PublishPanel,
  target,
  beforePublish,
  onPublished,
}: {
  panel: PublishPanel;
  target: PublishPanelProps['target'] | null;
  beforePublish: () => Promise<boolean>;
  onPublished: (order: Order) => void;
}) {
  const { t } = useTranslation();
  if (target) {
    return (
      <div data-testid="ad-editor-publish">
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-label={t('common:loading')} role="status" />
            </Center>
          }
        >
          <PublishPanel target={target} beforePublish={beforePublish} onPublished={onPublished} />
        </Suspense>
      </div>
    );
  }
  return (
    <EditorSection title={t('adEditor:publish.title')} testId="ad-editor-publish">
      <Text data-testid="ad-editor-publish-save-first">{t('adEditor:publish.saveFirst')}</Text>
    </EditorSection>
  );
}

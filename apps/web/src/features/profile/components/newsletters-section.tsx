import type { Newsletter } from '@app/contract';
import type { NEWSLETTERS } from '@app/contract';
import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useSetNewsletter } from '../api/set-newsletter';
import { useNotify } from './notify';
import { ProfileSection } from './profile-section';
import { settle } from '../../../lib/settle';

type NewsletterCode = (typeof NEWSLETTERS)[number]['code'];

/** Catalog keys written out in full, so the i18n check sees each one used. */
const NEWSLETTER_NAMES: Record<NewsletterCode, string> = {
  portalNews: 'profile:newsletters.name.portalNews',
  propertyTips: 'profile:newsletters.name.propertyTips',
  partnerOffers: 'profile:newsletters.name.partnerOffers',
  proNews: 'profile:newsletters.name.proNews',
};
const isKnown = (code: string): code is NewsletterCode => code in NEWSLETTER_NAMES;

/** 2. Newsletters and subscriptions (everyone): one switch each, saved on change. */
export function NewslettersSection({ userId, newsletters }: { userId: number; newsletters: Newsletter[] }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSetNewsletter(userId);
  // The switch follows the click at once; the server's answer (or a failure) settles it.
  const [pending, setPending] = useState<Record<number, boolean>>({});
  const shown = newsletters.filter((newsletter) => isKnown(newsletter.code));

  const toggle = async (id: number, subscribed: boolean) => {
    setPending((current) => ({ ...current, [id]: subscribed }));
    try {
      await settle(save.mutateAsync({ id, subscribed }), {
        done: () =>
          notify.success(
            t(subscribed ? 'profile:newsletters.subscribed' : 'profile:newsletters.unsubscribed'),
          ),
        failed: (error) => notify.failure(error),
      });
    } finally {
      setPending(({ [id]: _settled, ...rest }) => rest);
    }
  };

  return (
    <ProfileSection testId="profile-newsletters" title={t('profile:newsletters.title')}>
      {shown.length === 0 ? (
        <Text data-testid="profile-newsletters-empty">{t('profile:newsletters.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {shown.map((newsletter) => (
            <Switch
              key={newsletter.id}
              label={t(NEWSLETTER_NAMES[newsletter.code as NewsletterCode])}
              checked={pending[newsletter.id] ?? newsletter.subscribed}
              disabled={newsletter.id in pending}
              onChange={(event) => void toggle(newsletter.id, event.currentTarget.checked)}
              data-testid={`profile-newsletter-${newsletter.code}`}
            />
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}

import type { Valuation } from '@app/contract';
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { routePath } from '@app/contract';
import { Link } from '../../lib/link';
import { currentLanguage } from '../../lib/i18n';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@app/i18n/react';
import { useCurrentUser } from '../../lib/auth/current-user';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';
import { DialogLoading } from '../../components/dialog-loading';
import { ValuationForm } from './components/valuation-form';
import { ValuationList } from './components/valuation-list';
import { addressOf } from './components/valuation-labels';

// The dialogs' code (the estimate's chart, the order form and the contract's schemas) comes with
// their first opening, not with the list the server draws (issue 49).
const ValuationDetailModal = lazy(async () => ({
  default: (await import('./components/valuation-detail')).ValuationDetailModal,
}));
const ValuationOrderModal = lazy(async () => ({
  default: (await import('./components/valuation-order-modal')).ValuationOrderModal,
}));

/** Route `valuations`: a new estimate request, and the estimates so far with their details. */
export function ValuationsPage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const title = t(routeTitleKey('valuations'));
  usePageTitle(title);
  // `my-estimates/:valuationId`: the quarterly update's e-mail opens that valuation's estimate. The
  // dialog is a portal, which neither the server nor the browser's first render draws: the page the
  // server drew is taken over as it is, then the dialog opens and asks for its estimate.
  const { valuationId } = useParams();
  const navigate = useNavigate();
  const named = Number(valuationId);
  const [open, setOpen] = useState<number | null>(Number.isSafeInteger(named) && named > 0 ? named : null);
  const close = () => {
    setOpen(null);
    if (valuationId !== undefined)
      void navigate(routePath('valuations', currentLanguage(i18n)), { replace: true });
  };
  const [ordering, setOrdering] = useState<Valuation | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{t('valuations:intro')}</Text>
      <Anchor component={Link} to={routePath('valuation-orders', currentLanguage(i18n))}>
        {t('valuations:toOrders')}
      </Anchor>
      {user ? (
        <>
          <ValuationForm userId={user.id} onDone={(valuation) => setOpen(valuation.id)} />
          <ValuationList userId={user.id} onOpen={setOpen} onOrder={setOrdering} />
          {open !== null ? (
            <Suspense fallback={<DialogLoading testId="valuation-detail-loading" />}>
              <ValuationDetailModal userId={user.id} id={open} onClose={close} />
            </Suspense>
          ) : null}
          {ordering ? (
            <Suspense fallback={<DialogLoading testId="valuation-order-loading" />}>
              <ValuationOrderModal
                userId={user.id}
                valuationId={ordering.id}
                address={addressOf(ordering)}
                onClose={() => setOrdering(null)}
              />
            </Suspense>
          ) : null}
        </>
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}

export default ValuationsPage;

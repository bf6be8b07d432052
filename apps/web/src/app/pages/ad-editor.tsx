import { lazy } from 'react';
import { AdEditorPage } from '../../features/ad-editor/ad-editor-page';

// Shown under a saved draft only: a new ad's first load goes without the order form (issue 49).
const PublishPanel = lazy(async () => ({
  default: (await import('../../features/orders/publish-panel')).PublishPanel,
}));

/** The `ad` route: the ad editor, with the orders feature's publish panel under a saved draft. */
export function AdEditorRoute() {
  return <AdEditorPage publishPanel={PublishPanel} />;
}

export default AdEditorRoute;

import { AdEditorPage } from '../../features/ad-editor/ad-editor-page';
import { PublishPanel } from '../../features/orders/publish-panel';

/** The `ad` route: the ad editor, with the orders feature's publish panel under a saved draft. */
export function AdEditorRoute() {
  return <AdEditorPage publishPanel={PublishPanel} />;
}

export default AdEditorRoute;

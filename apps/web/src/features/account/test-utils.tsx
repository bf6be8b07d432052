import type { ReactElement } from 'react';
import { renderApp, type mockApi } from '../../test/render';

/** Renders one screen of this feature at `path` with the app's providers (confirm dialogs included) and a memory router. */
export function renderScreen(ui: ReactElement, path: string, fetchMock: ReturnType<typeof mockApi>) {
  return renderApp(path, fetchMock, [{ path: '*', element: ui }]);
}

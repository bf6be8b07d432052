import { lazy, Suspense, useEffect, useState } from 'react';
import { PROVIDER_LOGIN_RESULT } from '@app/contract';
import { loadNamespaces } from '../../lib/i18n';
import { LOGIN_NAMESPACES } from '../../lib/namespaces';
import { useLoginRequested } from '../../lib/login-bridge';

const LoginModal = lazy(async () => {
  const [{ LoginModal: Modal }] = await Promise.all([
    import('./login-modal'),
    loadNamespaces(LOGIN_NAMESPACES),
  ]);
  return { default: Modal };
});

/**
 * The login modal's code (form, password field, focus trap) and its catalogs download the first time
 * a call asks for a login, or when a provider login came back with a result to show, not with every
 * page.
 */
export function LoginGate() {
  const requested = useLoginRequested();
  // Read in an effect, not in the first render: a page rendered on the server has no modal, and the
  // browser's first render must draw what the server drew.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (requested || new URLSearchParams(window.location.search).has(PROVIDER_LOGIN_RESULT.param))
      setWanted(true);
  }, [requested]);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { LOGIN_RESULT_PARAM } from '../../features/account/provider-login';
import { useLoginRequested } from '../../lib/login-bridge';

const LoginModal = lazy(async () => ({ default: (await import('./login-modal')).LoginModal }));

/**
 * The login modal's code (form, password field, focus trap) downloads the first time a call asks for
 * a login, or when a provider login came back with a result to show, not with every page.
 */
export function LoginGate() {
  const requested = useLoginRequested();
  // Read in an effect, not in the first render: a page rendered on the server has no modal, and the
  // browser's first render must draw what the server drew.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (requested || new URLSearchParams(window.location.search).has(LOGIN_RESULT_PARAM)) setWanted(true);
  }, [requested]);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}

import { ERR, PROVIDER_LOGIN_RESULT } from '@app/contract';

const { param: LOGIN_RESULT_PARAM, reasonParam: LOGIN_REASON_PARAM } = PROVIDER_LOGIN_RESULT;

/** Where the browser is now (path + query), without the result of an earlier provider login. */
export function currentReturnTo(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const params = new URLSearchParams(location.search);
  if (params.has(LOGIN_RESULT_PARAM)) {
    params.delete(LOGIN_RESULT_PARAM);
    params.delete(LOGIN_REASON_PARAM);
  }
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

/**
 * What a provider login that did not end in a session says in the address bar: `?login=unknown` (the
 * provider knows the person, no account is linked) or `?login=error&reason=<errors key>`.
 * Returns the message key to show, or null.
 */
export function loginResultMessage(
  search: string = window.location.search,
  exists: (key: string) => boolean = () => true,
): string | null {
  const params = new URLSearchParams(search);
  const result = params.get(LOGIN_RESULT_PARAM);
  if (result === PROVIDER_LOGIN_RESULT.unknown) return 'account:login.unknown';
  if (result !== PROVIDER_LOGIN_RESULT.error) return null;
  const reason = params.get(LOGIN_REASON_PARAM);
  const key = reason && /^[A-Za-z]+$/.test(reason) ? `errors:${reason}` : null;
  return key && exists(key) ? key : ERR.generic;
}

/**
 * Takes `?login=…&reason=…` out of the address bar. The login modal lives outside the router, so it
 * replaces the history entry itself, keeping the router's state object.
 */
export function forgetLoginResult(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LOGIN_RESULT_PARAM)) return;
  url.searchParams.delete(LOGIN_RESULT_PARAM);
  url.searchParams.delete(LOGIN_REASON_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

import type { ErrorKey, Language, Provider } from '@app/contract';
import { ERR, routePath } from '@app/contract';
import { HttpError } from '../../../http-error';
import { OidcError } from '../../../oidc/provider-client';
import { consumeOidcState, findUserOfIdentity, linkIdentity } from './connections.repository';
import type { ConnectionsDeps } from './connections.service';
import { assertMayLink } from './connections.service';
import {
  linkedLocation,
  linkFailedLocation,
  loginFailedLocation,
  loginUnknownLocation,
  safeReturnTo,
} from './redirects';

export interface CallbackInput {
  provider: Provider;
  lang: Language;
  state: string | undefined;
  /** Set by the provider when the person refused or the request was wrong. */
  error: string | undefined;
  /** The URL the provider redirected to, with its whole query (code, state, iss). */
  callbackUrl: URL;
  /** The signed-in user of this browser, if any: a link must come back to the user who started it. */
  sessionUserId: number | null;
  /** The state this browser started a login with (cookie): binds the login to this browser. */
  loginState: { state: string; returnTo: string | null } | null;
}

/** Where to send the browser, and for a login the user who gets a new session. */
export interface CallbackOutcome {
  location: string;
  loginUserId: number | null;
}

const redirect = (location: string): CallbackOutcome => ({ location, loginUserId: null });

/**
 * The provider's redirect back. Never throws for what the browser or the provider got wrong:
 * the person always lands on a page of the app that says what happened.
 */
export async function completeCallback(
  deps: ConnectionsDeps,
  input: CallbackInput,
): Promise<CallbackOutcome> {
  const { provider } = input;
  const flow = input.state ? await consumeOidcState(deps.db, input.state, provider, new Date()) : null;
  // Unknown, used or expired: whether it was a login or a link cannot be told any more.
  if (!flow) return redirect(loginFailedLocation(input.lang, ERR.tokenInvalid));
  const lang = flow.language;
  const fail = (reason: ErrorKey) =>
    redirect(
      flow.purpose === 'link'
        ? linkFailedLocation(lang, provider, reason)
        : loginFailedLocation(lang, reason),
    );

  if (flow.purpose === 'login' && input.loginState?.state !== flow.state) return fail(ERR.tokenInvalid);
  const linkUserId = flow.purpose === 'link' ? flow.userId : null;
  if (flow.purpose === 'link' && (linkUserId === null || input.sessionUserId !== linkUserId)) {
    return fail(ERR.unauthorized);
  }
  if (input.error) {
    deps.log.info({ provider, error: input.error }, 'OpenID Connect provider returned an error');
    return fail(ERR.generic);
  }
  const client = deps.providers.client(provider);
  if (!client) return fail(ERR.providerUnavailable);

  let identity;
  try {
    identity = await client.completeAuthorization(input.callbackUrl, {
      state: flow.state,
      codeVerifier: flow.codeVerifier,
      nonce: flow.nonce,
    });
  } catch (error) {
    if (!(error instanceof OidcError)) throw error;
    deps.log.warn({ err: error, provider }, 'OpenID Connect authorization failed');
    return fail(ERR.providerUnavailable);
  }

  if (linkUserId !== null) {
    const userId = linkUserId;
    try {
      await assertMayLink(deps.db, userId, provider);
    } catch (error) {
      if (error instanceof HttpError && error.messageKey === ERR.belfiusOnly) return fail(ERR.belfiusOnly);
      throw error;
    }
    const linked = await linkIdentity(deps.db, { userId, provider, ...identity, now: new Date() });
    if (linked === 'taken') return fail(ERR.identityTaken);
    return redirect(linkedLocation(lang, provider));
  }

  const userId = await findUserOfIdentity(deps.db, provider, identity.subject);
  if (userId === null) return redirect(loginUnknownLocation(lang));
  return {
    location: safeReturnTo(input.loginState?.returnTo) ?? routePath('profile', lang),
    loginUserId: userId,
  };
}

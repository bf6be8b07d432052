import { endpoints } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http-error';
import { sessionTokenOf, userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { currentUserById } from './auth.service';
import { loginKeys } from './login-keys';
import { openSession } from './open-session';
import type { PasskeyDeps } from './passkeys';
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  renamePasskey,
  verifyPasskeySignIn,
} from './passkeys';
import { noteRequestEvent } from './security-events';
import { endOtherSessions } from './sessions';

export function passkeysRoutes(app: FastifyInstance): void {
  const deps = (request: FastifyRequest): PasskeyDeps => ({
    db: app.db,
    keys: loginKeys(app.config.loginSecret),
    webauthn: app.config.webauthn,
    log: request.log,
  });

  route(app, endpoints.listMyPasskeys, async (request) => ({
    data: await listPasskeys(app.db, userOf(request).id),
  }));

  route(app, endpoints.startPasskeyRegistration, async (request) => ({
    data: { options: await passkeyRegistrationOptions(deps(request), userOf(request)) },
  }));

  route(app, endpoints.addPasskey, async (request) => {
    const user = userOf(request);
    const passkeys = await addPasskey(deps(request), user, request.body);
    await noteRequestEvent(request, user, 'passkey-added');
    return { data: passkeys };
  });

  route(app, endpoints.renamePasskey, async (request) => ({
    data: await renamePasskey(app.db, userOf(request).id, request.params.id, request.body.name),
  }));

  // A passkey removed may be one a thief holds: the sessions it opened end with it (issue 51).
  route(app, endpoints.removePasskey, async (request) => {
    const userId = userOf(request).id;
    const token = sessionTokenOf(request);
    if (!token) throw unauthorized();
    const passkeys = await removePasskey(app.db, userId, request.params.id);
    await endOtherSessions(app.db, userId, token);
    return { data: passkeys };
  });

  route(app, endpoints.startPasskeySignIn, async () => ({
    data: await passkeySignInOptions({ db: app.db, webauthn: app.config.webauthn }),
  }));

  route(app, endpoints.signInWithPasskey, async (request, reply) => {
    const userId = await verifyPasskeySignIn(deps(request), request.body);
    const user = await currentUserById(app.db, userId);
    if (!user) throw unauthorized();
    await openSession(request, reply, user, 'passkey');
    return { data: user };
  });
}

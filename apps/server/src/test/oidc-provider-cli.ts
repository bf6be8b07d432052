/**
 * Starts the test OpenID Connect provider and keeps it running (Playwright's webServer):
 *   OIDC_TEST_PORT=4010 OIDC_TEST_CLIENT_ID=account-area OIDC_TEST_CLIENT_SECRET=secret \
 *   OIDC_TEST_REDIRECT_URIS=http://localhost:3000/nl/api/core/auth/oidc/google/callback,... \
 *   OIDC_TEST_SUB=google-demo-1 OIDC_TEST_EMAIL=demo@gmail.test npx tsx apps/server/src/test/oidc-provider-cli.ts
 */
import { startTestOidcProvider } from './oidc-provider';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is required`);
    process.exit(2);
  }
  return value;
}

const provider = await startTestOidcProvider({
  port: Number(process.env.OIDC_TEST_PORT ?? 4010),
  clients: [
    {
      clientId: required('OIDC_TEST_CLIENT_ID'),
      clientSecret: required('OIDC_TEST_CLIENT_SECRET'),
      redirectUris: required('OIDC_TEST_REDIRECT_URIS')
        .split(',')
        .map((uri) => uri.trim())
        .filter(Boolean),
    },
  ],
  account: { sub: required('OIDC_TEST_SUB'), email: required('OIDC_TEST_EMAIL') },
});
// Playwright waits for the discovery document; this line is for people.
console.warn(`test OpenID Connect provider: ${provider.issuer}/.well-known/openid-configuration`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}

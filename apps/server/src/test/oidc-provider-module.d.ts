/**
 * The part of oidc-provider 9 the test provider uses (the package ships no types, and
 * @types/oidc-provider is not installed).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContext {
    path: string;
    status: number;
    req: IncomingMessage;
    res: ServerResponse;
    redirect(url: string): void;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown> & { client_id?: string };
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients: Array<Record<string, unknown>>;
    findAccount(ctx: KoaContext, sub: string): Promise<Account | undefined>;
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: new (properties: { accountId: string; clientId: string }) => Grant;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): this;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionResult(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
    ): Promise<string>;
  }
  export default Provider;
}

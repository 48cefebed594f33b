// The few parts of oidc-provider (v9, shipped without types) that tests/setup/oidc-server.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContext {
    method: string;
    path: string;
    req: IncomingMessage;
    res: ServerResponse;
    status: number;
    body: unknown;
    type: string;
    redirect(url: string): void;
  }
  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> & { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
    params: Record<string, unknown> & { client_id: string };
    session?: { accountId: string };
    grantId?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    issuer: string;
    proxy: boolean;
    Grant: {
      new (init: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    use(fn: Middleware): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }
}

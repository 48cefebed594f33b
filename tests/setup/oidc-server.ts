import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContext } from 'oidc-provider';

/** The one account the test identity provider knows; every sign-in logs in as it. */
export const GOOGLE_TEST_USER = {
  sub: 'google-test-user-0001',
  email: 'google.user@example.com',
  email_verified: true,
  name: 'Google Test User',
  given_name: 'Google',
  family_name: 'User',
} as const;

/** The claims an identity provider vouches for about one of its users. */
export interface OidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next sign-ins log in as this user (GOOGLE_TEST_USER until then). */
  signInAs: (user: OidcUser) => void;
  close: () => Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider v9) on a free 127.0.0.1 port, standing in
 * for Google. One confidential client (client_secret_basic, authorization code + PKCE).
 * Its interaction step signs the test user in and consents on its own (a 303 redirect, no
 * page), so both a plain HTTP client following redirects and a browser finish the flow.
 */
export async function startOidcServer({ redirectUri }: { redirectUri: string | string[] }): Promise<OidcServer> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'partshub-test-client';
  const clientSecret = randomBytes(24).toString('base64url');
  const users = new Map<string, OidcUser>([[GOOGLE_TEST_USER.sub, GOOGLE_TEST_USER]]);
  let current: string = GOOGLE_TEST_USER.sub;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: Array.isArray(redirectUri) ? redirectUri : [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx: unknown, sub: string) {
      const user = users.get(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ ...user }) };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    renderError(ctx: KoaContext, out: Record<string, unknown>) {
      ctx.type = 'json';
      ctx.body = out;
    },
  });

  // Auto-login and auto-consent: every visit to an interaction answers with a redirect onwards.
  provider.use(async (ctx, next) => {
    if (ctx.method !== 'GET' || !/^\/interaction\/[^/]+$/.test(ctx.path)) return next();
    const { prompt, params, session, grantId } = await provider.interactionDetails(ctx.req, ctx.res);
    let result: Record<string, unknown>;
    if (prompt.name === 'login') {
      result = { login: { accountId: current } };
    } else {
      const grant =
        (grantId ? await provider.Grant.find(grantId) : undefined) ??
        new provider.Grant({ accountId: session!.accountId, clientId: params.client_id });
      if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
      if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
      result = { consent: { grantId: await grant.save() } };
    }
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: prompt.name !== 'login',
    });
    ctx.status = 303;
    ctx.redirect(returnTo);
  });

  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(user) {
      users.set(user.sub, user);
      current = user.sub;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * The small part of oidc-provider 9's API that the partner simulator uses. The package ships no
 * types and @types/oidc-provider lags behind the 9.x line, so this declares only what we call.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ClientMetadata = {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    id_token_signed_response_alg?: string;
    [key: string]: unknown;
  };

  export type AccountClaims = { sub: string; [claim: string]: unknown };

  export type Account = {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  };

  export type OIDCContext = {
    uid: string;
    client?: Client;
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    params?: Record<string, unknown>;
    provider: Provider;
  };

  export type KoaContextWithOIDC = {
    oidc: OIDCContext;
    type: string;
    body: unknown;
    status: number;
  };

  export type ErrorOut = { error: string; error_description?: string };

  export type Configuration = {
    clients?: ClientMetadata[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    features?: Record<string, { enabled: boolean; [key: string]: unknown }>;
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string>;
    };
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
    ) => Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => void | Promise<void>;
    ttl?: Record<string, number>;
    [key: string]: unknown;
  };

  export type Interaction = {
    uid: string;
    prompt: {
      name: string;
      reasons: string[];
      details: {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        [key: string]: unknown;
      };
    };
    params: Record<string, unknown> & { client_id?: string };
    session?: { accountId?: string };
    grantId?: string;
  };

  export type InteractionResults =
    | { login: { accountId: string } }
    | { consent: { grantId?: string } }
    | { error: string; error_description?: string };

  export interface Client {
    clientId: string;
    clientName?: string;
    redirectUris: string[];
    redirectUriAllowed(value: string): boolean;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface AccessToken {
    accountId: string;
    clientId: string;
    scope?: string;
    isExpired: boolean;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    readonly Client: {
      find(id: string): Promise<Client | undefined>;
      prototype: Client;
    };
    readonly AccessToken: { find(value: string): Promise<AccessToken | undefined> };
    readonly Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
  }

  export const errors: Record<string, new (...args: never[]) => Error>;
  export default Provider;
}

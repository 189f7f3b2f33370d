/**
 * Runs the partner simulator as its own process (development and tests only):
 *
 *   npm run partner-sim          # or: node --import tsx dev/partner-sim/server.ts
 *
 * Environment (all optional): PORT (3000), HOST (127.0.0.1), ISSUER (http://localhost:$PORT),
 * CLIENTS (JSON array of client metadata, replaces the default client), REDIRECT_URIS (extra
 * redirect URIs for the default client, comma-separated), REDIRECT_URI_PATTERN (a regular
 * expression every client accepts; `off` turns it off), LOG_REQUESTS (1 logs each request),
 * PROFILE_IN_ID_TOKEN (1 puts the profile and email claims in the ID token too; by default they
 * are served only by the UserInfo endpoint, as OIDC Core §5.4 and oidc-provider do).
 * See README.md beside this file.
 */
import type { ClientMetadata } from 'oidc-provider';
import { defaultClient, startPartnerSim, userinfoPath } from './partner-sim';
import { devPassword } from './store';

function fail(message: string): never {
  console.error(`partner-sim: ${message}`);
  process.exit(1);
}

function readConfig() {
  const env = process.env;
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`PORT is not a port: ${env.PORT}`);

  let clients: ClientMetadata[] | undefined;
  if (env.CLIENTS) {
    try {
      clients = JSON.parse(env.CLIENTS) as ClientMetadata[];
    } catch (error) {
      fail(`CLIENTS is not JSON: ${String(error)}`);
    }
    if (!Array.isArray(clients) || clients.some((client) => !client?.client_id)) {
      fail('CLIENTS must be a JSON array of client metadata objects with client_id');
    }
  }

  let redirectUriPattern: RegExp | null | undefined;
  if (env.REDIRECT_URI_PATTERN === 'off') redirectUriPattern = null;
  else if (env.REDIRECT_URI_PATTERN) {
    try {
      redirectUriPattern = new RegExp(env.REDIRECT_URI_PATTERN);
    } catch (error) {
      fail(`REDIRECT_URI_PATTERN is not a regular expression: ${String(error)}`);
    }
  }

  const redirectUris = (env.REDIRECT_URIS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((uri) => {
      if (!URL.canParse(uri)) fail(`REDIRECT_URIS holds an invalid URL: ${uri}`);
      return uri;
    });

  return {
    port,
    host: env.HOST || '127.0.0.1',
    issuer: env.ISSUER || undefined,
    clients,
    redirectUris,
    redirectUriPattern,
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    profileInIdToken: env.PROFILE_IN_ID_TOKEN === '1' || env.PROFILE_IN_ID_TOKEN === 'true',
  };
}

const config = readConfig();
const sim = await startPartnerSim(config).catch((error: unknown) =>
  fail(`could not start: ${String(error)}`),
);

console.log(`Partner simulator (OpenID Provider + partner REST API) listening on ${sim.url}`);
console.log(`  issuer     ${sim.issuer}`);
console.log(`  discovery  ${sim.issuer}/.well-known/openid-configuration`);
if (!config.clients) {
  console.log(
    `  client     ${defaultClient.client_id} / ${defaultClient.client_secret} (client_secret_post)`,
  );
}
console.log(
  config.profileInIdToken
    ? '  claims     profile and email in the ID token and at UserInfo'
    : `  claims     profile and email at UserInfo (${sim.issuer}${userinfoPath}); the ID token carries sub`,
);
console.log(`  users      rich@partner.example, empty@partner.example (password ${devPassword})`);

const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

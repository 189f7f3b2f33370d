import type { Config } from '../config';

/** The names a browser on the server's own machine may use for it. */
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may call the identity service (docs/decisions/070-…): `PUBLIC_URL`, and on
 * `dev` also the server's loopback names on the port it listens on, because `npm start` listens on
 * 127.0.0.1 and prints http://localhost:PORT, and either may be typed into the browser.
 */
export function appOrigins(config: Pick<Config, 'APP_ENV' | 'PORT' | 'publicUrl'>): string[] {
  const origins = new Set([config.publicUrl]);
  if (config.APP_ENV === 'dev' && config.PORT !== 0) {
    for (const host of loopbackHosts) origins.add(`http://${host}:${config.PORT}`);
  }
  return [...origins];
}

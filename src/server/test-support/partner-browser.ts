import { createServer } from 'node:net';

/** A free TCP port on loopback (closed again: the caller listens on it right away). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A tiny browser cookie store: one jar per origin, paths and expiry of live cookies ignored. */
export class Browser {
  readonly #jars = new Map<string, Map<string, string>>();

  #jar(origin: string) {
    let jar = this.#jars.get(origin);
    if (!jar) {
      jar = new Map();
      this.#jars.set(origin, jar);
    }
    return jar;
  }

  /** The `cookie` header this browser sends to `origin`. */
  cookies(origin: string): string {
    return [...this.#jar(origin)].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(origin: string, response: Response) {
    const jar = this.#jar(origin);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        if (/^\s*max-age\s*$/i.test(key)) return Number(raw) <= 0;
        return /^\s*expires\s*$/i.test(key) && Date.parse(raw) < Date.now();
      });
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  /** One request as a browser makes it: cookies of the target's origin, no redirect followed. */
  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookies(target.origin) },
    });
    this.store(target.origin, response);
    return response;
  }

  /**
   * Requests `url` and follows redirects (as GETs) until an answer that is not a redirect, or a
   * redirect that `stopAt` accepts; returns the last response and the URL it answered for.
   */
  async follow(
    url: string | URL,
    init: RequestInit = {},
    stopAt: (next: URL) => boolean = () => false,
  ): Promise<{ response: Response; url: URL; stoppedAt?: URL }> {
    let current = new URL(url);
    let response = await this.request(current, init);
    for (let hops = 0; hops < 15; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { response, url: current };
      }
      const next = new URL(location, current);
      if (stopAt(next)) return { response, url: current, stoppedAt: next };
      current = next;
      response = await this.request(current);
    }
    throw new Error('too many redirects');
  }
}

/** The sign-in form's action on the partner simulator's page. */
export function signInFormAction(html: string): string {
  const action = /<form method="post" action="([^"]+\/login)">/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form in: ${html.slice(0, 500)}`);
  return action;
}

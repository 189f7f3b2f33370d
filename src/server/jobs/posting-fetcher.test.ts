import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addressPolicy, fetchAllowListSchema, isBlockedAddress } from './address-policy';
import { fetchPostingPage, postingFetchDefaults, PostingFetchError } from './posting-fetcher';
import { readPostingAt } from './posting-reader';

/** The production rule: nothing but the public internet. */
const publicOnly = addressPolicy(fetchAllowListSchema.parse(undefined));
/** What the tests' servers need: loopback let through by the setting, as a self-hoster would. */
const loopbackAllowed = addressPolicy(fetchAllowListSchema.parse('127.0.0.1/32,::1/128'));

interface TestServer {
  url: string;
  requests: string[];
  /** Bytes the handler managed to write before the client went away. */
  written: { bytes: number };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

async function serve(
  handler: (request: IncomingMessage, response: ServerResponse, server: TestServer) => unknown,
  host = '127.0.0.1',
): Promise<TestServer> {
  const state: TestServer = { url: '', requests: [], written: { bytes: 0 } };
  const server = http.createServer((request, response) => {
    state.requests.push(request.url ?? '');
    void handler(request, response, state);
  });
  servers.push(server);
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  state.url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return state;
}

const postingHtml = `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting",
"title":"Platform Engineer","hiringOrganization":{"@type":"Organization","name":"Acme"},
"jobLocationType":"TELECOMMUTE","validThrough":"2027-01-15"}</script></head><body></body></html>`;

const htmlPage = (body: string) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body);
};

async function refusal(promise: Promise<unknown>): Promise<PostingFetchError> {
  const error = await promise.then(
    () => new Error('the page was read'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PostingFetchError);
  return error as PostingFetchError;
}

describe('the address rule', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::',
    '224.0.0.1',
    'ff02::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:c0a8:101::1',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
    expect(publicOnly.allows('example.com', address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );

  it('lets through only the ranges and names the setting gives', () => {
    const policy = addressPolicy(fetchAllowListSchema.parse('10.1.0.0/16,jobs.intranet.example'));
    expect(policy.allows('x.example', '10.1.2.3')).toBe(true);
    expect(policy.allows('x.example', '10.2.0.1')).toBe(false);
    expect(policy.allows('JOBS.intranet.example', '192.168.1.1')).toBe(true);
    expect(policy.allows('x.example', '127.0.0.1')).toBe(false);
  });
});

describe('fetching a posting page', () => {
  it('keeps to the limits the product states', () => {
    expect(postingFetchDefaults).toEqual({
      maxRedirects: 3,
      timeoutMs: 5000,
      maxBytes: 2 * 1024 * 1024,
    });
  });

  it('reads a page on an allowed address, over IPv4 and IPv6', async () => {
    for (const host of ['127.0.0.1', '::1']) {
      const server = await serve(htmlPage(postingHtml), host);
      await expect(
        readPostingAt(`${server.url}/jobs/1`, { policy: loopbackAllowed }),
      ).resolves.toMatchObject({
        title: 'Platform Engineer',
        company: 'Acme',
        remote: 'REMOTE',
        closingDate: '2027-01-15',
        url: `${server.url}/jobs/1`,
      });
    }
  });

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['localhost (a name for loopback)', '127.0.0.1'],
  ])('refuses %s by default, before any request reaches it', async (name, host) => {
    const server = await serve(htmlPage(postingHtml), host);
    const url = name.startsWith('localhost')
      ? server.url.replace('127.0.0.1', 'localhost')
      : server.url;
    const error = await refusal(fetchPostingPage(url, { policy: publicOnly }));
    expect(error.reason).toBe('BLOCKED_ADDRESS');
    expect(server.requests).toEqual([]);
  });

  it.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/',
  ])('refuses %s without connecting', async (url) => {
    const error = await refusal(fetchPostingPage(url, { policy: publicOnly }));
    expect(error.reason).toBe('BLOCKED_ADDRESS');
  });

  it('checks again on every fetch, never reusing a connection another rule let through', async () => {
    const server = await serve(htmlPage(postingHtml));
    const byName = server.url.replace('127.0.0.1', 'localhost');
    await fetchPostingPage(byName, { policy: loopbackAllowed });
    const error = await refusal(fetchPostingPage(byName, { policy: publicOnly }));
    expect(error.reason).toBe('BLOCKED_ADDRESS');
    expect(server.requests).toEqual(['/']);
  });

  it('refuses addresses that are not web pages', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'not a url']) {
      expect((await refusal(fetchPostingPage(url, { policy: publicOnly }))).reason).toBe(
        'BLOCKED_ADDRESS',
      );
    }
  });

  it('checks every redirect: an allowed host cannot send it to a refused one', async () => {
    const inside = await serve(htmlPage(postingHtml), '::1');
    const outside = await serve((_request, response) => {
      response.writeHead(302, { location: `${inside.url}/secret` }).end();
    });
    const onlyIpv4Loopback = addressPolicy(fetchAllowListSchema.parse('127.0.0.1/32'));
    const error = await refusal(fetchPostingPage(outside.url, { policy: onlyIpv4Loopback }));
    expect(error.reason).toBe('BLOCKED_ADDRESS');
    expect(outside.requests).toEqual(['/']);
    expect(inside.requests).toEqual([]);
  });

  it('follows 3 redirects and refuses the 4th', async () => {
    const chain = (hops: number) =>
      serve((request, response, server) => {
        const step = Number(request.url?.slice(1) || 0);
        if (step < hops) {
          response.writeHead(301, { location: `${server.url}/${step + 1}` }).end();
        } else htmlPage(postingHtml)(request, response);
      });
    const three = await chain(3);
    await expect(fetchPostingPage(three.url, { policy: loopbackAllowed })).resolves.toMatchObject({
      url: `${three.url}/3`,
    });
    const four = await chain(4);
    const error = await refusal(fetchPostingPage(four.url, { policy: loopbackAllowed }));
    expect(error.reason).toBe('TOO_MANY_REDIRECTS');
    expect(four.requests).toEqual(['/', '/1', '/2', '/3']);
  });

  it('falls back to Open Graph when the JSON-LD is malformed', async () => {
    const server = await serve(
      htmlPage(`<html><head><script type="application/ld+json">{"@type":"JobPosting",</script>
        <meta property="og:title" content="Support Lead"><meta property="og:site_name" content="Hooli">
        </head></html>`),
    );
    await expect(readPostingAt(server.url, { policy: loopbackAllowed })).resolves.toMatchObject({
      title: 'Support Lead',
      company: 'Hooli',
    });
  });

  it('says when the page holds no posting', async () => {
    const server = await serve(htmlPage('<html><head><title>Home</title></head></html>'));
    const error = await refusal(readPostingAt(server.url, { policy: loopbackAllowed }));
    expect(error.reason).toBe('NO_POSTING_FOUND');
  });

  it('stops reading a 10 MB page at 2 MB and refuses it', async () => {
    const tenMegabytes = 10 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let finished: () => void;
    const serverDone = new Promise<void>((resolve) => (finished = resolve));
    const server = await serve(async (_request, response, state) => {
      response.writeHead(200, { 'content-type': 'text/html' }); // no length: it streams
      response.on('close', () => finished());
      while (state.written.bytes < tenMegabytes && !response.destroyed) {
        state.written.bytes += chunk.length;
        if (!response.write(chunk)) await once(response, 'drain').catch(() => undefined);
        if (response.destroyed) break;
      }
      response.end();
    });
    const error = await refusal(fetchPostingPage(server.url, { policy: loopbackAllowed }));
    expect(error.reason).toBe('TOO_LARGE');
    await serverDone;
    expect(server.written.bytes).toBeLessThan(tenMegabytes);
  });

  it('refuses a page whose stated length is too large without reading it', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': 10 * 1024 * 1024 });
      response.write('<html>');
    });
    const error = await refusal(fetchPostingPage(server.url, { policy: loopbackAllowed }));
    expect(error.reason).toBe('TOO_LARGE');
  });

  it('gives up on a slow page when the time is up', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head>'); // and never more
    });
    const error = await refusal(
      fetchPostingPage(server.url, { policy: loopbackAllowed, timeoutMs: 300 }),
    );
    expect(error.reason).toBe('TIMEOUT');
  });

  it('refuses what is not HTML', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"x"}');
    });
    const error = await refusal(fetchPostingPage(server.url, { policy: loopbackAllowed }));
    expect(error.reason).toBe('NOT_HTML');
  });

  it('names the status of a page that is not there', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' }).end('gone');
    });
    const error = await refusal(fetchPostingPage(server.url, { policy: loopbackAllowed }));
    expect(error).toMatchObject({ reason: 'HTTP_STATUS', status: 404 });
  });

  it('says when nothing answers', async () => {
    const server = await serve(htmlPage(''));
    const closed = server.url;
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const error = await refusal(fetchPostingPage(closed, { policy: loopbackAllowed }));
    expect(error.reason).toBe('UNREACHABLE');
  });

  it('decodes the charset the page states', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
      response.end(Buffer.from('<meta property="og:title" content="Ingénieur">', 'latin1'));
    });
    await expect(readPostingAt(server.url, { policy: loopbackAllowed })).resolves.toMatchObject({
      title: 'Ingénieur',
    });
  });

  it('decodes the charset the page names in a meta tag when the header names none', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        Buffer.from(
          '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">' +
            '<meta property="og:title" content="Développeuse">',
          'latin1',
        ),
      );
    });
    await expect(readPostingAt(server.url, { policy: loopbackAllowed })).resolves.toMatchObject({
      title: 'Développeuse',
    });
  });
});

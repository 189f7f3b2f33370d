import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fixture answers instead of the records, for the failure modes. */
export interface PartnerReply {
  status?: number;
  /** Sent as it is (not JSON-encoded). */
  rawBody?: string;
  /** Waits this long before answering. */
  delayMs?: number;
}

/** The customer and the token the fixture knows; anything else is refused like a real partner. */
export const partnerCustomer = { id: 'customer-42', accessToken: 'partner-access-token' } as const;

const listPaths = {
  '/api/work-experiences': 'work',
  '/api/educational-experiences': 'education',
} as const;

/**
 * The partner REST API of docs/product/api.md on a real loopback port, serving `records` for
 * `partnerCustomer` with its access token (401 without it, 404 for another customer). Setting
 * `reply` makes every call answer that way instead. `requests` keeps what was asked.
 */
export async function startPartnerApiFixture() {
  const fixture = {
    url: '',
    records: { work: [] as unknown[], education: [] as unknown[] },
    reply: undefined as PartnerReply | undefined,
    requests: [] as Array<{ path: string; authorization: string | undefined }>,
    close: async () => {},
  };

  const answer = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fixture');
    fixture.requests.push({ path: url.pathname, authorization: request.headers.authorization });
    const reply = fixture.reply;
    if (reply?.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply) return answer(response, reply.status ?? 200, reply.rawBody ?? '');
    if (request.headers.authorization !== `Bearer ${partnerCustomer.accessToken}`) {
      return answer(response, 401, '{"error":"invalid_token"}');
    }
    if (url.pathname === '/api/oidc/user-info') {
      return answer(
        response,
        200,
        JSON.stringify({
          sub: partnerCustomer.id,
          given_name: 'Ada',
          family_name: 'Lovelace',
          email: 'ada@partner.example',
        }),
      );
    }
    const list = listPaths[url.pathname as keyof typeof listPaths];
    if (!list) return answer(response, 404, '{"error":"not found"}');
    if (url.searchParams.get('customer_id') !== partnerCustomer.id) {
      return answer(response, 404, '{"error":"unknown customer"}');
    }
    return answer(response, 200, JSON.stringify({ data: fixture.records[list], total: 1 }));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fixture.url = `http://127.0.0.1:${port}`;
  fixture.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fixture;
}

export type PartnerApiFixture = Awaited<ReturnType<typeof startPartnerApiFixture>>;

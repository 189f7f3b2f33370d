/**
 * A small, real HTTP peer of Stripe's API for development and tests (decision 101): the part of
 * Stripe the app uses, answering in Stripe's shapes — Checkout Sessions created with the form
 * encoding the official SDK sends, a hosted page that pays or cancels, the webhook events signed
 * with the SDK's own `generateTestHeaderString`, and a control API to refund, dispute or expire.
 * Nothing under src/ imports it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StripeSimOptions {
  port?: number;
  host?: string;
  /** The secret keys the API accepts (Authorization: Bearer …). */
  secretKeys: readonly string[];
  /** price id → amount in minor units and currency. */
  prices: Record<string, { amount: number; currency: string }>;
  /** Where events are posted, and the endpoint's signing secret (whsec_…). */
  webhookUrl?: string;
  webhookSecret: string;
  log?: (line: string) => void;
}

type Json = Record<string, unknown>;

interface Session extends Json {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
  amount_total: number;
  currency: string;
}

interface Delivery {
  eventId: string;
  type: string;
  status: number | null;
  attempts: number;
}

const apiVersion = '2026-10-28.endive';
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects; numeric keys stay object keys. */
export function parseForm(body: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return result;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, extra: Json = {}, status = 400) =>
  new StripeApiError(status, { message, type: 'invalid_request_error', ...extra });
const missing = (param: string) =>
  invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startStripeSim(options: StripeSimOptions) {
  const log = options.log ?? (() => undefined);
  const signer = new Stripe('sk_test_signer');
  const sessions = new Map<string, Session>();
  const sessionMetadata = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const idempotent = new Map<string, { params: string; status: number; body: Json }>();
  const deliveries: Delivery[] = [];
  let webhookUrl = options.webhookUrl;
  let baseUrl = '';

  function event(type: string, object: Json): Json {
    return {
      id: id('evt'),
      object: 'event',
      api_version: apiVersion,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** Posts an event like Stripe: signed, retried a few times when the endpoint does not answer 2xx. */
  async function deliver(body: Json): Promise<Delivery> {
    const delivery: Delivery = {
      eventId: String(body.id),
      type: String(body.type),
      status: null,
      attempts: 0,
    };
    deliveries.push(delivery);
    if (!webhookUrl) return delivery;
    const payload = JSON.stringify(body, null, 2);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      delivery.attempts += 1;
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signer.webhooks.generateTestHeaderString({
              payload,
              secret: options.webhookSecret,
            }),
          },
          body: payload,
        });
        delivery.status = response.status;
        if (response.ok) break;
      } catch (error) {
        log(`webhook ${delivery.eventId} failed: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
    log(`webhook ${delivery.type} ${delivery.eventId} → ${delivery.status}`);
    return delivery;
  }

  function createSession(params: Json): Session {
    if (!params.mode) throw missing('mode');
    if (params.mode !== 'payment') {
      throw invalid(
        `This simulator only creates sessions in payment mode, not ${String(params.mode)}.`,
        {
          param: 'mode',
        },
      );
    }
    const items = Object.values((params.line_items as Json | undefined) ?? {}) as Json[];
    if (items.length === 0) throw missing('line_items');
    let amount = 0;
    let currency = '';
    items.forEach((item, index) => {
      const price = options.prices[String(item.price ?? '')];
      if (!item.price) throw missing(`line_items[${index}][price]`);
      if (!price) {
        throw invalid(`No such price: '${String(item.price)}'`, {
          code: 'resource_missing',
          param: `line_items[${index}][price]`,
        });
      }
      amount += price.amount * Number(item.quantity ?? 1);
      currency = price.currency;
    });
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created: now(),
      currency,
      customer: null,
      customer_email: params.customer_email ?? null,
      expires_at: now() + 24 * 60 * 60,
      livemode: false,
      locale: params.locale ?? null,
      metadata: (params.metadata as Json | undefined) ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: (params.success_url as string | undefined) ?? null,
      ui_mode: 'hosted',
      url: `${baseUrl}/c/pay/${sessionId}`,
    };
    // The payment intent's metadata, which its charge carries.
    const intentData = params.payment_intent_data as Json | undefined;
    sessionMetadata.set(sessionId, (intentData?.metadata as Json | undefined) ?? {});
    sessions.set(sessionId, session);
    return session;
  }

  async function pay(session: Session) {
    const paymentIntent = id('pi');
    const charge: Json = {
      id: id('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      paid: true,
      payment_intent: paymentIntent,
      refunded: false,
      status: 'succeeded',
      metadata: sessionMetadata.get(session.id) ?? {},
      created: now(),
    };
    charges.set(paymentIntent, charge);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = paymentIntent;
    void deliver(event('checkout.session.completed', { ...session }));
  }

  function readBody(request: IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      request.on('error', reject);
    });
  }

  function send(response: ServerResponse, status: number, body: Json, headers: Json = {}) {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      'stripe-version': apiVersion,
      ...(headers as Record<string, string>),
    });
    response.end(JSON.stringify(body));
  }

  function authorize(request: IncomingMessage) {
    const header = request.headers.authorization ?? '';
    const key = /^Bearer (.+)$/.exec(header)?.[1];
    if (!key) {
      throw invalid(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        {},
        401,
      );
    }
    if (!options.secretKeys.includes(key)) {
      throw invalid(`Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`, {}, 401);
    }
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    authorize(request);
    const body = await readBody(request);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      if (typeof key === 'string') {
        const earlier = idempotent.get(key);
        if (earlier) {
          if (earlier.params !== body) {
            throw new StripeApiError(400, {
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              type: 'idempotency_error',
            });
          }
          send(response, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
          return;
        }
      }
      const session = createSession(parseForm(body));
      if (typeof key === 'string')
        idempotent.set(key, { params: body, status: 200, body: session });
      send(response, 200, session);
      return;
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      if (!session) {
        throw invalid(
          `No such checkout.session: '${retrieve[1]}'`,
          {
            code: 'resource_missing',
            param: 'session',
          },
          404,
        );
      }
      send(response, 200, session);
      return;
    }
    throw invalid(
      `Unrecognized request URL (${request.method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      {},
      404,
    );
  }

  function page(response: ServerResponse, status: number, title: string, body: string) {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
  }

  async function hosted(request: IncomingMessage, response: ServerResponse, sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') {
      page(
        response,
        404,
        'Stripe simulator',
        '<p>This checkout session is no longer available.</p>',
      );
      return;
    }
    if (request.method === 'POST') {
      await readBody(request);
      await pay(session);
      const target = (session.success_url ?? baseUrl).replaceAll(
        '{CHECKOUT_SESSION_ID}',
        session.id,
      );
      response.writeHead(303, { location: target });
      response.end();
      return;
    }
    const amount = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: session.currency.toUpperCase(),
    }).format(session.amount_total / 100);
    page(
      response,
      200,
      'Stripe simulator checkout',
      `<p>A simulated Stripe Checkout: no money moves.</p><p>Total: ${escapeHtml(amount)}</p>` +
        `<form method="post"><button type="submit">Pay ${escapeHtml(amount)}</button></form>` +
        (session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : ''),
    );
  }

  /** The control API: what a tester does in Stripe's dashboard. */
  async function control(request: IncomingMessage, response: ServerResponse, path: string) {
    if (path === '/__control/health') return send(response, 200, { ok: true });
    if (path === '/__control/events') return send(response, 200, { deliveries });
    const body = (JSON.parse((await readBody(request)) || '{}') ?? {}) as Json;
    if (path === '/__control/webhook') {
      webhookUrl = String(body.url);
      return send(response, 200, { url: webhookUrl });
    }
    if (path === '/__control/pay' || path === '/__control/expire') {
      const session = sessions.get(String(body.session));
      if (!session || session.status !== 'open')
        return send(response, 404, { error: 'no open session' });
      if (path === '/__control/pay') {
        await pay(session);
      } else {
        session.status = 'expired';
        await deliver(event('checkout.session.expired', { ...session }));
      }
      return send(response, 200, session);
    }
    if (path === '/__control/refund' || path === '/__control/dispute') {
      const charge = charges.get(String(body.payment_intent));
      if (!charge) return send(response, 404, { error: 'no charge for this payment intent' });
      const delivery =
        path === '/__control/refund'
          ? await deliver(
              event('charge.refunded', {
                ...Object.assign(charge, { refunded: true, amount_refunded: charge.amount }),
              }),
            )
          : await deliver(
              event('charge.dispute.created', {
                id: id('dp'),
                object: 'dispute',
                amount: charge.amount,
                charge: charge.id,
                currency: charge.currency,
                payment_intent: charge.payment_intent,
                reason: 'fraudulent',
                status: 'needs_response',
                created: now(),
              }),
            );
      return send(response, 200, { delivery });
    }
    return send(response, 404, { error: 'unknown control path' });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://sim').pathname;
    const hostedMatch = /^\/c\/pay\/([^/]+)$/.exec(path);
    const work = path.startsWith('/v1/')
      ? api(request, response, path)
      : hostedMatch
        ? hosted(request, response, decodeURIComponent(hostedMatch[1]!))
        : path.startsWith('/__control/')
          ? control(request, response, path)
          : Promise.resolve(page(response, 404, 'Not found', '<p>Not found.</p>'));
    work.catch((error: unknown) => {
      if (error instanceof StripeApiError) send(response, error.status, { error: error.body });
      else {
        log(`error: ${String(error)}`);
        send(response, 500, { error: { message: 'An unknown error occurred', type: 'api_error' } });
      }
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url: baseUrl,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

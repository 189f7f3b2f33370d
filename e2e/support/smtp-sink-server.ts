/**
 * The end-to-end suite's mail server: a real SMTP server on loopback (the one the server tests use)
 * that the app servers send to, plus a tiny HTTP API on loopback where tests read what arrived.
 *
 *   GET /messages?to=ADDRESS              every email to ADDRESS, oldest first
 *   GET /messages/latest?to=ADDRESS&waitMs=N  the newest one, waiting up to N ms (404 if none came)
 *   GET /healthz                          200 once both servers listen
 */
import { createServer } from 'node:http';
import { startSmtpSink } from '../../src/server/test-support/smtp-sink';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const apiPort = Number(process.env.E2E_MAIL_API_PORT);
if (!smtpPort || !apiPort) {
  console.error('E2E_SMTP_PORT and E2E_MAIL_API_PORT are required');
  process.exit(1);
}

const sink = await startSmtpSink(smtpPort);

const maxWaitMs = 30_000;

const api = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${apiPort}`);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method !== 'GET') return send(405, { error: 'GET only' });
  if (url.pathname === '/healthz') return send(200, { status: 'ok', smtp: sink.url });

  const to = url.searchParams.get('to')?.toLowerCase();
  if (url.pathname === '/messages') {
    const messages = to
      ? sink.received.filter((email) => email.to.some((address) => address.toLowerCase() === to))
      : sink.received;
    return send(200, messages);
  }
  if (url.pathname === '/messages/latest' && to) {
    const waitMs = Math.min(Number(url.searchParams.get('waitMs')) || 0, maxWaitMs);
    sink.waitFor(to, waitMs).then(
      (email) => send(200, email),
      () => send(404, { error: `no email to ${to} within ${waitMs} ms` }),
    );
    return;
  }
  return send(404, { error: 'not found' });
});

api.listen(apiPort, '127.0.0.1', () => {
  console.log(`SMTP sink at ${sink.url}, its messages at http://127.0.0.1:${apiPort}/messages`);
});

const stop = () => {
  api.close();
  void sink.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

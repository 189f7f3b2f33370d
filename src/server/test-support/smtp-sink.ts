import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps every message it receives, for tests to read. */
export async function startSmtpSink(port = 0) {
  const received: ReceivedEmail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, _session, callback) {
      try {
        const mail = await simpleParser(stream);
        const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap(
          (address) => address.value.map((entry) => entry.address ?? ''),
        );
        received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    /** The newest email to `address`, waiting up to `timeoutMs` for it to arrive. */
    async waitFor(address: string, timeoutMs = 10_000): Promise<ReceivedEmail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = received.filter((email) => email.to.includes(address)).at(-1);
        if (match) return match;
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`no email to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

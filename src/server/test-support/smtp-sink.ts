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
  // A client that hangs up in the middle of a message fails its own send, which is where a test
  // sees it; the sink's own 'error' event, without a listener, would end the test process.
  server.on('error', () => {});
  async function waitForCount(
    address: string,
    count: number,
    timeoutMs = 10_000,
  ): Promise<ReceivedEmail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const matches = received.filter((email) => email.to.includes(address));
      if (matches.length >= count) return matches;
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new Error(
          `${matches.length} of ${count} emails to ${address} within ${timeoutMs} ms`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    /** The newest email to `address`, waiting up to `timeoutMs` for it to arrive. */
    async waitFor(address: string, timeoutMs = 10_000): Promise<ReceivedEmail> {
      const [newest] = (await waitForCount(address, 1, timeoutMs)).slice(-1);
      return newest!;
    },
    /** Every email to `address`, once there are at least `count`, waiting up to `timeoutMs`. */
    waitForCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One email the test SMTP server received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, e.g. <outbox-7@motohaul.com.au>. */
  messageId: string;
  /** Every header as sent (lower-case name: value after the colon, unfolded), e.g. 'list-unsubscribe-post'. */
  headers: Record<string, string>;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>: pass it as SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Messages refused so far (see refuseNext). */
  refused: () => number;
  /** Refuses the next `count` messages at DATA with a temporary error (451), as a busy relay does. */
  refuseNext: (count: number) => void;
  /** The first email to `to` (case-insensitive) received so far or within `timeoutMs`; throws otherwise. */
  waitForMail: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/** The reset link in an email's text (`…/auth/reset-password?token=…`), or null. */
export function resetLinkIn(mail: ReceivedMail): string | null {
  return /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0] ?? null;
}

/**
 * A real SMTP server on a free port (the same protocol a mail relay speaks): it accepts every message
 * without authentication or TLS, parses it and keeps it for the test to read.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let toRefuse = 0;
  let refused = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        refused += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later (test refusal)'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [key.toLowerCase(), line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()]),
            ),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string) => messages.find((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused: () => refused,
    refuseNext: (count) => {
      toRefuse = count;
    },
    waitForMail: (to, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(to);
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No email to ${to} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alert mails; nodemailer sends them as given. */
  headers?: Record<string, string>;
}

/** One message as the outbox sender hands it over: with its stable Message-ID (`<outbox-ID@host>`). */
export interface DeliverableMail extends OutgoingMail {
  messageId: string;
}

export interface Mailer {
  /** Sends one email; resolves when the SMTP server accepted it, rejects with the server's or the connection's error. */
  send: (mail: DeliverableMail) => Promise<void>;
  /** Closes the pooled connections. */
  close: () => void;
}

/**
 * Email over SMTP (SMTP_URL, e.g. smtp://127.0.0.1:2525) from MAIL_FROM, through nodemailer's connection pool.
 * Only the outbox sender (api/src/contexts/platform/outbox) sends: every other part of the product enqueues. The timeouts
 * are far below the sender's lease, so a hung server fails the attempt before another process may claim the row.
 */
export function createMailer({ smtpUrl, from, maxConnections = 5 }: { smtpUrl: string; from: string; maxConnections?: number }): Mailer {
  const transport = createTransport(
    { url: smtpUrl, pool: true, maxConnections, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

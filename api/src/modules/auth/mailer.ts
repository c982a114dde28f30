import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends one email; resolves when the SMTP server accepted it. */
  send: (mail: OutgoingMail) => Promise<void>;
}

/**
 * Email over SMTP (SMTP_URL, e.g. smtp://127.0.0.1:2525) from MAIL_FROM. Without SMTP_URL nothing is sent:
 * one line is logged instead, so development works without a mail server.
 */
export function createMailer({ smtpUrl, from }: { smtpUrl: string | null; from: string }): Mailer {
  if (!smtpUrl) {
    return {
      send: async (mail) => {
        console.info(`Email not sent (SMTP_URL is unset): "${mail.subject}"`);
      },
    };
  }
  const transport = createTransport(smtpUrl, { from });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
  };
}

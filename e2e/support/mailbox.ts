/**
 * The end-to-end suite's mailbox: a local SMTP server that the e2e server process (serve.ts) starts and
 * the API sends to (SMTP_URL), storing each message as JSON in `${workDir}/mail/<n>.json`.
 *
 * Tests read it with:
 *   readLatestMail(to: string, options?: { timeoutMs?: number; since?: number }): Promise<Mail>
 * -- the newest email to `to` (case-insensitive), received at or after `since` (ms, default 0), waiting up to
 * `timeoutMs` (default 10 000) for one to arrive; it throws when none does.
 *   resetLinkOf(mail: Mail): string -- the password reset link in the email (throws when there is none).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { workDir } from './e2e-env';

export interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** When the mailbox received it (ms since the epoch). */
  receivedAt: number;
}

export const mailDir = path.join(workDir, 'mail');

/** Starts the SMTP server on 127.0.0.1 (a free port) and answers the SMTP_URL for the API. */
export async function startMailbox(): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(mailDir, { recursive: true });
  let count = readdirSync(mailDir).length;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          count += 1;
          const mail: Mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          };
          writeFileSync(path.join(mailDir, `${String(count).padStart(5, '0')}.json`), JSON.stringify(mail, null, 2));
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function latest(to: string, since: number, subject: string | undefined): Mail | null {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((name) => name.endsWith('.json')).sort().reverse();
  } catch {
    return null;
  }
  for (const name of files) {
    const mail = JSON.parse(readFileSync(path.join(mailDir, name), 'utf8')) as Mail;
    if (mail.receivedAt < since || (subject !== undefined && mail.subject !== subject)) continue;
    if (mail.to.some((address) => address.toLowerCase() === to.toLowerCase())) return mail;
  }
  return null;
}

/** The latest mail to `to` (received at or after `since`, with exactly `subject` when given), waiting for it. */
export async function readLatestMail(
  to: string,
  { timeoutMs = 10_000, since = 0, subject }: { timeoutMs?: number; since?: number; subject?: string } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = latest(to, since, subject);
    if (mail) return mail;
    if (Date.now() >= deadline) throw new Error(`No email${subject ? ` "${subject}"` : ''} to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function resetLinkOf(mail: Mail): string {
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`The email "${mail.subject}" carries no reset link`);
  return link;
}

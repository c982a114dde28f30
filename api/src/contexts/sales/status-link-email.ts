import { Router, type RequestHandler } from 'express';
import { quoteStatusPagePath, statusLinkEmailSchema } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { found } from '../../http/app-error';
import { tooManyRequests, type KeyedLimiter } from '../../http/rate-limit';
import { parseBody } from '../../http/validate-body';
import { escapeHtml } from '../accounts/accounts-context';
import { enqueueMail, type Jobs, type OutgoingMail } from '../platform/platform-context';
import { openStatusToken } from './quote-status';
import { STATUS_LINK_NOT_FOUND } from './quote-status-router';

/** The answer of a queued mail: the same whatever the address, so it tells nothing about it. */
export const STATUS_LINK_SENT = 'We have emailed you the link to this page';

/** The mail with the rider's status link: the link and the job reference, nothing of the buyer or the rider. */
export function statusLinkEmail(to: string, jobReference: string, url: string): OutgoingMail {
  const paragraphs = [
    `Here is the link to follow your MotoHaul request ${jobReference}: where it is up to, your provider's details, and the motorcycle's position while it travels.`,
    'Keep it to yourself: anyone with the link can see the page.',
  ];
  return {
    to,
    subject: `Your MotoHaul request ${jobReference}`,
    text: ['Hello,', '', ...paragraphs.flatMap((p) => [p, '']), `Open your request: ${url}`].join('\n'),
    html: ['<p>Hello,</p>', ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`), `<p><a href="${escapeHtml(url)}">Open your request</a></p>`].join('\n'),
  };
}

/**
 * POST /api/quote-status/:token/email-link (issue 47 item 2): mails the status page's link to an address the rider
 * gives, through the outbox's mail job (enqueueMail). Limited per address (`perAddress`) and per token (`perToken`,
 * hourly), so a link cannot be used to mail anyone many times. A token of no request answers the status link's 404.
 */
export function statusLinkEmailRouter(db: Database, jobs: Jobs, { publicOrigin, perAddress, perToken }: { publicOrigin: string; perAddress: RequestHandler; perToken: KeyedLimiter }): Router {
  const router = Router();
  router.post('/quote-status/:token/email-link', perAddress, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.set('Referrer-Policy', 'no-referrer');
    const token = String(req.params.token);
    const { email } = parseBody(statusLinkEmailSchema, req.body);
    const opened = found(await openStatusToken(db, token), STATUS_LINK_NOT_FOUND);
    const wait = await perToken.hit(token);
    if (wait > 0) throw tooManyRequests(wait);
    const url = `${publicOrigin}${quoteStatusPagePath(token)}`;
    await db.transaction((tx) => enqueueMail(tx, jobs, 'status_link', statusLinkEmail(email, opened.request.jobReference, url)));
    res.status(202).json({ message: STATUS_LINK_SENT });
  });
  return router;
}

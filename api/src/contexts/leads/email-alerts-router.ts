import express, { Router } from 'express';
import { API_PATHS, emailAlertSettingsSchema } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, escapeHtml, type AuthGuards } from '../accounts/accounts-context';
import type { EmailAlertSettingsStore } from './email-alerts-settings';
import { userOfUnsubscribeToken } from './email-alerts-token';

const apiPath = (path: string) => path.replace(/^\/api/, '');

/** GET and PUT /api/email-alerts: the signed-in provider owner's own settings (team members 403: they get no such mail). */
export function emailAlertsRouter(settings: EmailAlertSettingsStore, guards: AuthGuards): Router {
  const router = Router();
  const owners = guards.requireUser('provider');
  router.get(apiPath(API_PATHS.emailAlerts), owners, async (_req, res) => {
    res.json(await settings.get(authenticatedUser(res).id));
  });
  router.put(apiPath(API_PATHS.emailAlerts), owners, async (req, res) => {
    res.json(await settings.put(authenticatedUser(res).id, parseBody(emailAlertSettingsSchema, req.body)));
  });
  return router;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | MotoHaul</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const BAD_LINK = page('This link is not valid', '<p>This unsubscribe link is not valid. Change your email alerts on your dashboard under Alerts.</p>');

/**
 * One-click unsubscribe (RFC 8058) of alert mails, without signing in: the token in the link names the user.
 * POST with `List-Unsubscribe=One-Click` (what a mail client sends, and the button of the page) turns their new-lead
 * mail 'off'; GET only shows that button, so a mail scanner that opens links changes nothing. app.ts mounts this
 * before the cross-site guard: a mail provider's POST is a form body from elsewhere, and the token is its authority.
 */
export function emailAlertsUnsubscribeRouter(settings: EmailAlertSettingsStore, secrets: readonly string[]): Router {
  const router = Router();
  const path = apiPath(API_PATHS.emailAlertsUnsubscribe);
  router.get(path, (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (userOfUnsubscribeToken(secrets, req.query.token) === null) {
      res.status(400).type('html').send(BAD_LINK);
      return;
    }
    const action = `${API_PATHS.emailAlertsUnsubscribe}?token=${encodeURIComponent(String(req.query.token))}`;
    res.type('html').send(
      page(
        'Unsubscribe from new-lead emails',
        `<p>Stop the emails about new leads in your area? You can turn them on again on your dashboard under Alerts.</p>` +
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });
  router.post(path, express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 10 }), async (req, res) => {
    const userId = userOfUnsubscribeToken(secrets, req.query.token);
    if (userId === null) throw new AppError(400, 'This unsubscribe link is not valid');
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body['List-Unsubscribe'] !== 'One-Click') throw new AppError(400, 'The body must be List-Unsubscribe=One-Click');
    if (!(await settings.unsubscribe(userId))) throw new AppError(404, 'This unsubscribe link is not valid any more');
    res.set('Cache-Control', 'no-store');
    res.type('html').send(page('You are unsubscribed', '<p>You will get no more emails about new leads. You can turn them on again on your dashboard under Alerts.</p>'));
  });
  return router;
}

import type { RequestHandler } from 'express';
import { buyingRequirementMessage, todayInSydney, type BuyingRequirement, type ProviderBadges } from '@motohaul/contracts';
import type { AppMode } from '../../config/env';
import { AppError } from '../../http/app-error';
import { authenticatedUser } from './guards';

/** What a provider with these badges lacks to buy leads. */
export const missingForBuying = ({ verified, insured }: ProviderBadges): BuyingRequirement[] => [
  ...(verified ? [] : ['verification' as const]),
  ...(insured ? [] : ['insurance' as const]),
];

/**
 * The one purchase-permission check (issue 28 item 3, ADR 0055), after requireUser: in live mode only a verified
 * provider with current insurance may buy a lead or start its card payment (403 naming what is missing and the
 * page to add it on); in demo mode everyone may, and the dashboard says live mode would refuse. A super admin's
 * free claim is no purchase of theirs and passes.
 */
export function leadBuyingGate(
  appMode: AppMode,
  badgesOf: (userId: number, today: string) => Promise<ProviderBadges>,
  now: () => Date,
): RequestHandler {
  return async (_req, res, next) => {
    const user = authenticatedUser(res);
    if (appMode === 'live' && user.userType === 'provider') {
      const missing = missingForBuying(await badgesOf(user.id, todayInSydney(now())));
      if (missing.length > 0) throw new AppError(403, buyingRequirementMessage(missing));
    }
    next();
  };
}

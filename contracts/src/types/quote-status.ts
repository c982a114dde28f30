import type { SalesStage } from '../constants/constants';
import type { RiderCancellation } from '../schemas/rider-cancellation';
import type { RiderTracking } from './tracking';

// The rider's status page (issue 15 item 4, ADR 0033): GET /api/quote-status/{token}, page /quote-status/:token.

/**
 * A status token: 24 random bytes in base64url (32 characters, 192 bits), made when a rider's quote is stored. Only a
 * text of this shape is looked up; any other answers the same 404 as an unknown token.
 */
export const QUOTE_STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * 'waiting': no provider has bought the request yet; 'bought': one has; 'closed': it is no longer offered;
 * 'cancelled': its rider said they no longer need transport (issue 47 item 3).
 */
export type QuoteStatusState = 'waiting' | 'bought' | 'closed' | 'cancelled';

/**
 * The buyer as the rider sees them: the company name and phone the buyer gave with the purchase of this request
 * (the purchase form says the rider sees them), nothing else of theirs.
 */
export interface QuoteStatusProvider {
  companyName: string | null;
  phone: string | null;
  /** The buyer's badges (ADR 0055): business details approved by an admin; approved insurance not expired. */
  verified: boolean;
  insured: boolean;
}

/** GET /api/quote-status/{token}: the request's progress in the rider's words, and nothing of any other lead. */
export interface QuoteStatusResponse {
  /** The job reference the rider was given with the link. */
  jobReference: string;
  /** When the request was made (ISO 8601). */
  requestedAt: string;
  /** The motorcycle as the rider described it, e.g. 'Honda CBR650R'. */
  motorcycle: string;
  state: QuoteStatusState;
  /** The buyer's pipeline stage; null unless bought. */
  stage: SalesStage | null;
  /** The status in a few words, e.g. 'Waiting for a provider' or 'They will call you shortly'. */
  headline: string;
  /** One sentence more. */
  detail: string;
  /** The buyer, once bought. */
  provider: QuoteStatusProvider | null;
  /** The rider may still say they no longer need transport (POST /api/quote-status/{token}/cancel). */
  canCancel: boolean;
  /** When and why the rider cancelled; null unless 'cancelled'. */
  cancellation: RiderCancellation | null;
  /**
   * The motorcycle's last shared position while the buyer's trip is sharing it (issue 47 item 2, ADR 0084), for the
   * request's own rider only: null otherwise (no trip, stopped, ended, delivered, a repeat's token).
   */
  tracking: RiderTracking | null;
}

export interface QuoteStatusWords {
  headline: string;
  detail: string;
}

/** Each sales stage in words a rider understands: the one mapping the API answers with. */
export const RIDER_STAGE_WORDS: Record<SalesStage, QuoteStatusWords> = {
  purchased: {
    headline: 'They will call you shortly',
    detail: 'A transport provider has taken your request and will call you to talk about your quote.',
  },
  called: {
    headline: 'The provider has called you',
    detail: 'They have been in touch about your quote. Missed the call? Call them back on the number below.',
  },
  booked_in: {
    headline: 'Your transport is booked',
    detail: 'The provider has booked your motorcycle in for transport.',
  },
  picked_up: {
    headline: 'Your motorcycle has been picked up',
    detail: 'The provider has collected your motorcycle and is getting ready to travel.',
  },
  in_transit: {
    headline: 'Your motorcycle is on its way',
    detail: 'The provider is transporting your motorcycle to the drop-off.',
  },
  delivered: {
    headline: 'Your motorcycle has been delivered',
    detail: 'The provider has marked your motorcycle as delivered.',
  },
  invoice_paid: {
    headline: 'Payment received',
    detail: 'The provider has recorded your payment. Thank you.',
  },
  finalised: {
    headline: 'Job complete',
    detail: 'The provider has completed this job. Thank you for using MotoHaul.',
  },
  declined: {
    headline: 'The provider is not going ahead',
    detail: 'This provider could not take your job. Call us and we will help you find another.',
  },
};

const STATE_WORDS: Record<Exclude<QuoteStatusState, 'bought'>, QuoteStatusWords> = {
  cancelled: {
    headline: 'You cancelled this request',
    detail: 'We have let providers know you no longer need transport. If you need it again, request a new quote or call us.',
  },
  waiting: {
    headline: 'Waiting for a provider',
    detail: 'Your request is with transport providers who cover your route. When one takes it, their details appear here.',
  },
  closed: {
    headline: 'This request is closed',
    detail: 'It is no longer offered to providers. If you still need transport, request a new quote or call us.',
  },
};

/** The words of a request's status: its state, and once bought its stage. */
export const quoteStatusWords = (state: QuoteStatusState, stage: SalesStage | null): QuoteStatusWords =>
  state === 'bought' && stage ? RIDER_STAGE_WORDS[stage] : STATE_WORDS[state === 'bought' ? 'closed' : state];

/**
 * The figures of one month (or of the whole range) in the Performance view (issue 15, ADR 0035). Money is a string
 * with two decimals ('25.00'); a rate is a percentage with one decimal ('66.7'), null when its divisor is 0.
 */
export interface PerformanceFigures {
  /** What the leads bought cost: amount paid plus credit applied, archived purchases included. */
  spend: string;
  /** Credited back for approved claims decided in the period. */
  credits: string;
  /** spend − credits. */
  netSpend: string;
  /** The customer payment amounts recorded on the leads bought. */
  revenue: string;
  bought: number;
  /** Reached Booked In or a later stage. */
  booked: number;
  /** Reached Invoice Paid or Finalised. */
  paid: number;
  finalised: number;
  /** booked / bought, as a percentage. */
  bookedRate: string | null;
  /** paid / booked. */
  paidRate: string | null;
  /** finalised / paid. */
  finalisedRate: string | null;
  /** netSpend / booked. */
  costPerBooked: string | null;
}

export interface PerformanceMonth extends PerformanceFigures {
  /** YYYY-MM, Sydney time. */
  month: string;
}

/** GET /api/performance: every month of the range (quiet ones as zeros), oldest first, and the totals. */
export interface PerformanceReport {
  /** The Sydney days reported on, both included. */
  from: string;
  to: string;
  months: PerformanceMonth[];
  totals: PerformanceFigures;
}

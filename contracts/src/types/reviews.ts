// Reviews of providers by the riders whose requests they bought (issue 28 item 5, ADR 0056).

/** A review as the public sees it: stars, the masked comment, and the provider's reply. */
export interface PublicReview {
  rating: number;
  comment: string | null;
  /** ISO 8601. */
  createdAt: string;
  reply: string | null;
}

/** A provider's reviews in the directory: the average of the visible ones (one decimal), their count and the latest. */
export interface ReviewSummary {
  average: number | null;
  count: number;
  latest: PublicReview[];
}

/** GET /api/quote-status/{token}/review: whether this token may review, and the review it wrote. */
export interface RiderReviewState {
  /** True when the token is the rider's own and the buyer has moved the lead to delivered or later. */
  canReview: boolean;
  review: RiderReview | null;
}

export interface RiderReview extends PublicReview {
  /** ISO 8601: until then the rider may change it. */
  changeableUntil: string;
  /** Whether the rider may still change it (the 7 days have not passed, and no admin hid it). */
  changeable: boolean;
}

/** A review as its provider sees it on the dashboard. */
export interface ProviderReview extends PublicReview {
  id: number;
  jobReference: string;
  repliedAt: string | null;
  /** An admin hid it from the public. */
  hidden: boolean;
}

/** GET /api/provider-reviews */
export interface ProviderReviewsResponse {
  summary: Omit<ReviewSummary, 'latest'>;
  reviews: ProviderReview[];
}

/** A review as the admin panel lists it. */
export interface AdminReview extends ProviderReview {
  providerId: number;
  companyName: string | null;
  hiddenReason: string | null;
}

/** GET /api/admin/reviews */
export interface AdminReviewsResponse {
  reviews: AdminReview[];
}

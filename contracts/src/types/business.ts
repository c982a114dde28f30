import type { BusinessDetails, CertificateType, VerificationStatus } from '../schemas/business-details';

/**
 * A provider's badges, computed when read (ADR 0055): 'Verified' once an admin approved their business details,
 * 'Insured' while the insurance an admin approved has not expired (its expiry date is today or later, Sydney).
 */
export interface ProviderBadges {
  verified: boolean;
  insured: boolean;
}

/** What a provider lacks to buy leads in live mode; empty when nothing. */
export type BuyingRequirement = 'verification' | 'insurance';

export interface CertificateInfo {
  type: CertificateType;
  size: number;
  uploadedAt: string;
}

/** GET /api/business: the owner's business page. */
export interface BusinessPageResponse {
  /** Null until the owner first saves the page; the spec's fields come from their account. */
  details: (BusinessDetails & { status: VerificationStatus; rejectionReason: string | null; submittedAt: string }) | null;
  /** Prefill of the spec's business fields from the account (sign-up asks companyName). */
  account: { companyName: string; businessAddress: string; licenseNumber: string };
  certificate: CertificateInfo | null;
  badges: ProviderBadges;
  /** The approved insurance's expiry date (YYYY-MM-DD), or null. */
  insuredUntil: string | null;
  missing: BuyingRequirement[];
  /** False only in live mode while something is missing. */
  mayBuyLeads: boolean;
}

/** GET /api/admin/verifications: one pending submission. */
export interface VerificationSubmission extends BusinessDetails {
  providerId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  submittedAt: string;
  certificate: CertificateInfo | null;
  badges: ProviderBadges;
}

/** The owner's business page (mf-crm). */
export const BUSINESS_PAGE_PATH = '/dashboard/business';

const REQUIREMENT_WORDS: Record<BuyingRequirement, string> = {
  verification: "your business details (ABN and insurance certificate) approved by an admin ('Verified')",
  insurance: "current insurance approved by an admin ('Insured')",
};

/**
 * Why a provider may not buy leads in live mode (ADR 0055), naming what is missing and where to add it: the API's
 * 403 message and the dashboard's notice say the same.
 */
export function buyingRequirementMessage(missing: readonly BuyingRequirement[]): string {
  return `${buyingRequirementText(missing)} Add them on your Business details page: ${BUSINESS_PAGE_PATH}`;
}

/** The message without its link (a page that shows the link itself). */
export function buyingRequirementText(missing: readonly BuyingRequirement[]): string {
  const needs = missing.map((requirement) => REQUIREMENT_WORDS[requirement]).join(' and ');
  return `Only verified providers with current insurance can buy leads. You still need ${needs}.`;
}

/** The note beside that message in demo mode. */
export const DEMO_BUYING_NOTE = 'Demo mode lets you buy leads anyway; in live mode this purchase would be refused.';

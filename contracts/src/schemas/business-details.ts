import * as v from 'valibot';

// A provider's business details, insurance and certificate (issue 28 items 1-3, ADR 0055).

/** The certificate: PDF, PNG or JPEG (told from its bytes by the API), at most 5 MB. */
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const CERTIFICATE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
export const CERTIFICATE_TOO_LARGE = 'The certificate must be at most 5 MB';
export const CERTIFICATE_WRONG_TYPE = 'The certificate must be a PDF, PNG or JPEG file';
/** How many of a file's first bytes tell its type. */
export const CERTIFICATE_SIGNATURE_BYTES = 8;

const SIGNATURES: readonly [CertificateType, readonly number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/**
 * A certificate's type told from its first bytes (the formats' magic numbers), never from its name or a type the
 * browser guessed: PDF, PNG or JPEG, or null. The API decides with it; the form asks it before sending anything.
 */
export function certificateTypeOf(bytes: Uint8Array): CertificateType | null {
  const found = SIGNATURES.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte));
  return found ? found[0] : null;
}

export const ABN_SHAPE_MESSAGE = 'An ABN has 11 digits';
export const ABN_CHECKSUM_MESSAGE = 'This is not a valid ABN: its check digits do not add up. Please check it against your ABN registration.';
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_REASON_MAX = 500;
export const VERIFICATION_REASON_MESSAGE = 'Please give a reason';

const required = (message: string, max: number) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, `Must be at most ${max} characters`));

/** PUT /api/business: the spec's business fields (companyName, businessAddress, licenseNumber), the ABN and the insurance. */
export const businessDetailsSchema = v.object({
  companyName: required('Company name is required', 200),
  businessAddress: required('Business address is required', 300),
  licenseNumber: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(100, 'Must be at most 100 characters')),
  /** Spaces are allowed as people write it ('51 824 753 556'); the digits are kept. The checksum is the API's. */
  abn: v.pipe(v.string(ABN_SHAPE_MESSAGE), v.transform((text) => text.replace(/\s+/g, '')), v.regex(/^\d{11}$/, ABN_SHAPE_MESSAGE)),
  insurer: required('Insurer is required', 200),
  policyNumber: required('Policy number is required', 100),
  coverAmount: v.pipe(
    v.string('Cover amount is required'),
    v.trim(),
    v.transform((text) => text.replace(/[$,\s]/g, '')),
    v.regex(/^\d{1,12}$/, 'Cover amount is a whole number of dollars, e.g. 20000000'),
    v.transform(Number),
    v.minValue(1, 'Cover amount must be more than $0'),
  ),
  insuranceExpiresOn: v.pipe(
    v.string('Expiry date is required'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expiry date is required'),
    v.check((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'Expiry date is not a date'),
  ),
});
export type BusinessDetailsInput = v.InferInput<typeof businessDetailsSchema>;
export type BusinessDetails = v.InferOutput<typeof businessDetailsSchema>;

/** POST /api/admin/verifications/{providerId}/reject */
export const verificationRejectSchema = v.object({
  reason: required(VERIFICATION_REASON_MESSAGE, VERIFICATION_REASON_MAX),
});

import { randomUUID } from 'node:crypto';
import {
  ABN_CHECKSUM_MESSAGE,
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_WRONG_TYPE,
  certificateTypeOf,
  todayInSydney,
  type BusinessDetails,
  type BusinessPageResponse,
  type CertificateType,
  type ProviderBadges,
  type VerificationSubmission,
} from '@motohaul/contracts';
import type { AppMode } from '../../config/env';
import { AppError, found } from '../../http/app-error';
import { abnChecksumHolds } from './abn';
import type { BusinessDetailsRepository, DecisionOutcome } from './business-details-repository';
import type { CertificateStore } from './certificate-store';
import { CERTIFICATE_EXTENSIONS } from './certificate-type';
import { missingForBuying } from './lead-buying-gate';

export interface StoredCertificate {
  bytes: Uint8Array;
  type: CertificateType;
}

const DECISION_ERRORS: Record<Exclude<DecisionOutcome['kind'], 'done'>, AppError> = {
  not_found: new AppError(404, 'Submission not found'),
  not_pending: new AppError(409, 'This submission was already decided'),
  no_certificate: new AppError(409, 'There is no insurance certificate to approve: reject it and ask the provider to upload one'),
};

const decided = (outcome: DecisionOutcome) => {
  if (outcome.kind !== 'done') throw DECISION_ERRORS[outcome.kind];
};

/**
 * The business page and its review (issue 28 items 1-2, ADR 0055): the owner saves details and uploads the
 * certificate, an admin approves or rejects; only the owner and admins ever read a certificate.
 */
export function createBusinessDetailsService({
  repository,
  store,
  appMode,
  now,
}: {
  repository: BusinessDetailsRepository;
  store: CertificateStore;
  appMode: AppMode;
  now: () => Date;
}) {
  const today = () => todayInSydney(now());

  async function page(userId: number): Promise<BusinessPageResponse> {
    const row = found(await repository.findForOwner(userId, today()), 'Account not found');
    const badges: ProviderBadges = { verified: row.verified, insured: row.insured };
    const missing = missingForBuying(badges);
    return {
      details:
        row.hasDetails && row.abn !== null && row.status && row.submittedAt
          ? {
              companyName: row.companyName ?? '',
              businessAddress: row.businessAddress ?? '',
              licenseNumber: row.licenseNumber ?? '',
              abn: row.abn,
              insurer: row.insurer ?? '',
              policyNumber: row.policyNumber ?? '',
              coverAmount: row.coverAmount ?? 0,
              insuranceExpiresOn: row.insuranceExpiresOn ?? '',
              status: row.status,
              rejectionReason: row.rejectionReason,
              submittedAt: row.submittedAt.toISOString(),
            }
          : null,
      account: { companyName: row.companyName ?? '', businessAddress: row.businessAddress ?? '', licenseNumber: row.licenseNumber ?? '' },
      certificate:
        row.certificateType && row.certificateSize !== null && row.certificateUploadedAt
          ? { type: row.certificateType, size: row.certificateSize, uploadedAt: row.certificateUploadedAt.toISOString() }
          : null,
      badges,
      insuredUntil: row.insuredUntil,
      missing,
      mayBuyLeads: appMode === 'demo' || missing.length === 0,
    };
  }

  async function readCertificate(userId: number): Promise<StoredCertificate> {
    const kept = await repository.certificateOf(userId);
    const bytes = kept ? await store.get(kept.key) : null;
    if (!kept || !bytes) throw new AppError(404, 'No certificate has been uploaded');
    return { bytes, type: kept.type };
  }

  return {
    page,

    /** Saves the details after the ABN's checksum (the schema checked its 11 digits). */
    async save(userId: number, details: BusinessDetails): Promise<BusinessPageResponse> {
      if (!abnChecksumHolds(details.abn)) throw new AppError(400, ABN_CHECKSUM_MESSAGE, { abn: [ABN_CHECKSUM_MESSAGE] });
      await repository.save(userId, details);
      return page(userId);
    },

    /** Stores a certificate told PDF, PNG or JPEG by its bytes, at most 5 MB, under a key of the server's making. */
    async upload(userId: number, bytes: Uint8Array): Promise<BusinessPageResponse> {
      if (bytes.byteLength === 0) throw new AppError(400, 'Choose a certificate file to upload');
      if (bytes.byteLength > CERTIFICATE_MAX_BYTES) throw new AppError(413, CERTIFICATE_TOO_LARGE);
      const type = certificateTypeOf(bytes);
      if (!type) throw new AppError(415, CERTIFICATE_WRONG_TYPE);
      const previous = await repository.certificateOf(userId);
      if (!previous && !(await repository.findForOwner(userId, today()))?.hasDetails) {
        throw new AppError(409, 'Save your business details before uploading the certificate');
      }
      const key = `provider-${userId}/${randomUUID()}.${CERTIFICATE_EXTENSIONS[type]}`;
      await store.put(key, bytes, type);
      if (!(await repository.setCertificate(userId, { key, type, size: bytes.byteLength }))) {
        await store.delete(key);
        throw new AppError(409, 'Save your business details before uploading the certificate');
      }
      // The replaced file is referenced no more: one provider keeps one certificate (issue 45 item 5). A failure to
      // delete it leaves a file nobody reads, which is logged rather than failing the upload that succeeded.
      if (previous && previous.key !== key) {
        await store.delete(previous.key).catch((error: unknown) => console.error(`Deleting the replaced certificate ${previous.key} failed:`, error));
      }
      return page(userId);
    },

    /** The owner's own certificate. */
    ownCertificate: readCertificate,

    /** The admin panel's side (through accounts-context.ts). */
    admin: {
      listPending: (): Promise<VerificationSubmission[]> => repository.listPending(today()),
      certificate: readCertificate,
      approve: async (providerId: number, adminUserId: number) => decided(await repository.approve(providerId, adminUserId)),
      reject: async (providerId: number, adminUserId: number, reason: string) => decided(await repository.reject(providerId, adminUserId, reason)),
    },

    badgesOf: async (userId: number, day: string): Promise<ProviderBadges> =>
      (await repository.badgesOf([userId], day)).get(userId) ?? { verified: false, insured: false },
  };
}

export type BusinessDetailsService = ReturnType<typeof createBusinessDetailsService>;
export type BusinessVerification = BusinessDetailsService['admin'];

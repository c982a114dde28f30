import type { CertificateType } from '@motohaul/contracts';

/** The extension a stored certificate's key ends with. */
export const CERTIFICATE_EXTENSIONS: Record<CertificateType, 'pdf' | 'png' | 'jpg'> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

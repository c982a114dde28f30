import { fileTypeFromBuffer } from 'file-type';
import { CERTIFICATE_TYPES, type CertificateType } from '@motohaul/contracts';

/** The extension a stored certificate's key ends with. */
export const CERTIFICATE_EXTENSIONS: Record<CertificateType, 'pdf' | 'png' | 'jpg'> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * The certificate's type told from its bytes (file-type reads the magic numbers), never from a name or a header the
 * browser sent: PDF, PNG or JPEG, or null for anything else.
 */
export async function certificateType(bytes: Uint8Array): Promise<CertificateType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found && (CERTIFICATE_TYPES as readonly string[]).includes(found.mime) ? (found.mime as CertificateType) : null;
}

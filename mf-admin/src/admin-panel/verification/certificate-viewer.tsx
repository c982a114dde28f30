import { useEffect, useState } from 'react';
import { Alert, Spinner } from '@motohaul/design-system';
import { useCertificate } from '../../api/verifications';
import styles from './verification.module.css';

/** The certificate shown inline (an image, or the PDF in a frame), with a link to open it in a tab of its own. */
export function CertificateViewer({ providerId, company }: { providerId: number; company: string }) {
  const certificate = useCertificate(providerId, true);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!certificate.data) return;
    const made = URL.createObjectURL(certificate.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [certificate.data]);

  if (certificate.isPending) return <Spinner label="Loading the certificate" />;
  if (certificate.isError) return <Alert variant="destructive">{certificate.error.message}</Alert>;
  if (!url) return null;
  const label = `Insurance certificate of ${company}`;
  return (
    <div className={styles.viewer}>
      {certificate.data.type === 'application/pdf' ? (
        <iframe className={styles.frame} src={url} title={label} />
      ) : (
        <img className={styles.image} src={url} alt={label} />
      )}
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the certificate in a new tab
        </a>
      </p>
    </div>
  );
}

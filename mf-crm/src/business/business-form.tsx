import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  businessDetailsSchema,
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_SIGNATURE_BYTES,
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_WRONG_TYPE,
  certificateTypeOf,
  todayInSydney,
  type BusinessPageResponse,
} from '@motohaul/contracts';
import { Alert, Button, TextField } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { fetchOwnCertificate, useSaveBusiness } from '../api/business';
import styles from './business.module.css';

type Field = 'companyName' | 'businessAddress' | 'licenseNumber' | 'abn' | 'insurer' | 'policyNumber' | 'coverAmount' | 'insuranceExpiresOn';

const valuesOf = ({ details, account }: BusinessPageResponse): Record<Field, string> => ({
  companyName: details?.companyName ?? account.companyName,
  businessAddress: details?.businessAddress ?? account.businessAddress,
  licenseNumber: details?.licenseNumber ?? account.licenseNumber,
  abn: details?.abn ?? '',
  insurer: details?.insurer ?? '',
  policyNumber: details?.policyNumber ?? '',
  coverAmount: details ? String(details.coverAmount) : '',
  insuranceExpiresOn: details?.insuranceExpiresOn ?? '',
});

const KINDS: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG image', 'image/jpeg': 'JPEG image' };

async function openCertificate() {
  try {
    const blob = await fetchOwnCertificate();
    window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  } catch (error) {
    toast({ title: 'The certificate could not open', description: error instanceof Error ? error.message : '', variant: 'destructive' });
  }
}

/**
 * What is wrong with a chosen certificate, checked as the API checks it before anything is sent: a file that is not a
 * PDF, PNG or JPEG used to be refused only after the details were saved, which sent them for review with the old one.
 */
async function certificateProblem(file: File | null): Promise<string | null> {
  if (!file) return null;
  if (file.size > CERTIFICATE_MAX_BYTES) return CERTIFICATE_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, CERTIFICATE_SIGNATURE_BYTES).arrayBuffer());
  return certificateTypeOf(head) ? null : CERTIFICATE_WRONG_TYPE;
}

/** Said as soon as a past expiry is entered (issue 45 item 3): such insurance never earns the 'Insured' badge. */
export const PAST_EXPIRY_WARNING = "This date has passed: riders see 'Insured' only while your insurance runs. Enter your renewed policy's expiry date.";
const expiryWarning = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value < todayInSydney() ? PAST_EXPIRY_WARNING : undefined);

/** The business details form: the spec's business fields, the ABN, the insurance and its certificate. */
export function BusinessForm({ page }: { page: BusinessPageResponse }) {
  const badgesNoteId = useId();
  const certificateId = useId();
  const certificateHint = useId();
  const certificateErrorId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [certificate, setCertificate] = useState<File | null>(null);
  const [certificateError, setCertificateError] = useState<string | null>(null);
  const { formRef, field, check, showErrors, saved } = useSchemaForm(businessDetailsSchema, () => valuesOf(page), { guardUnsaved: true });
  const save = useSaveBusiness();

  const onFile = async (file: File | null) => {
    setCertificate(file);
    setCertificateError(await certificateProblem(file));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const details = check();
    // Checked again here: a file chosen a moment ago may still be being read.
    const problem = await certificateProblem(certificate);
    setCertificateError(problem);
    if (!details || problem) {
      if (details && problem) fileRef.current?.focus();
      return;
    }
    save.mutate(
      { details: { ...details, coverAmount: String(details.coverAmount) }, certificate },
      {
        onSuccess: () => {
          saved();
          setCertificate(null);
          if (fileRef.current) fileRef.current.value = '';
          toast({ title: 'Business details saved', description: 'An administrator reviews them shortly.', variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) showErrors(error.fieldErrors);
          else if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
            setCertificateError(error.message);
            fileRef.current?.focus();
          }
        },
      },
    );
  };

  const failure = save.isError && !(save.error instanceof ApiError && (save.error.fieldErrors || [413, 415].includes(save.error.status)));

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Business details">
      {failure && <Alert variant="destructive">{save.error.message || 'Failed to save your business details'}</Alert>}
      <TextField label="Company name" autoComplete="organization" required {...field('companyName')} />
      <TextField label="Business address" autoComplete="street-address" required {...field('businessAddress')} />
      <div className={styles.pair}>
        <TextField label="ABN" inputMode="numeric" hint="11 digits, e.g. 51 824 753 556" required {...field('abn')} />
        <TextField label="Licence number" hint="If your state licenses transport operators" {...field('licenseNumber')} />
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Insurance</legend>
        <div className={styles.pair}>
          <TextField label="Insurer" required {...field('insurer')} />
          <TextField label="Policy number" required {...field('policyNumber')} />
          <TextField label="Cover amount ($)" inputMode="numeric" hint="Whole dollars, e.g. 20000000" required {...field('coverAmount')} />
          <TextField label="Expiry date" type="date" required hint={expiryWarning(field('insuranceExpiresOn').value)} {...field('insuranceExpiresOn')} />
        </div>
        <div className="mh-field">
          <label htmlFor={certificateId} className="mh-field__label">
            Insurance certificate
          </label>
          <input
            ref={fileRef}
            id={certificateId}
            type="file"
            className={styles.file}
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            aria-describedby={certificateError ? `${certificateHint} ${certificateErrorId}` : certificateHint}
            aria-invalid={certificateError ? true : undefined}
            onChange={(event) => void onFile(event.target.files?.[0] ?? null)}
          />
          <p id={certificateHint} className="mh-field__hint">
            PDF, PNG or JPEG, at most 5 MB.{' '}
            {page.certificate ? `Uploaded: a ${KINDS[page.certificate.type] ?? 'file'} of ${Math.ceil(page.certificate.size / 1024)} KB. Choose a file to replace it.` : 'None uploaded yet.'}
          </p>
          {certificateError && (
            <p id={certificateErrorId} className="mh-field__error">
              {certificateError}
            </p>
          )}
          {page.certificate && (
            <Button type="button" size="sm" variant="secondary" onClick={() => void openCertificate()}>
              View uploaded certificate
            </Button>
          )}
        </div>
      </fieldset>

      {(page.badges.verified || page.badges.insured) && (
        <p id={badgesNoteId} className={styles.note}>
          A new company name, ABN, licence, insurance or certificate hides your badges from riders until an administrator
          approves it.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending} loadingLabel="" aria-describedby={page.badges.verified || page.badges.insured ? badgesNoteId : undefined}>
          {save.isPending ? 'Saving...' : 'Save and submit for review'}
        </Button>
      </div>
    </form>
  );
}

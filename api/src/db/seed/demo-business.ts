import { todayInSydney } from '@motohaul/contracts';
import type { businessDetails } from '../schema';

// The business details of the demo providers (issue 28 item 7, ADR 0055): every state of the review.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Sydney day `days` after today. */
export const sydneyDayAfter = (now: Date, days: number) => new Date(Date.parse(`${todayInSydney(now)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

type Row = Omit<typeof businessDetails.$inferInsert, 'userId'>;

/** The demo provider: approved, insured for most of a year. */
export const approvedBusiness = (now: Date): Row => ({
  abn: '51824753556',
  insurer: 'QBE Insurance (Australia)',
  policyNumber: 'QBE-TR-208844',
  coverAmount: 20_000_000,
  insuranceExpiresOn: sydneyDayAfter(now, 300),
  status: 'approved',
  submittedAt: new Date(now.getTime() - 20 * DAY_MS),
  reviewedAt: new Date(now.getTime() - 19 * DAY_MS),
  verifiedAt: new Date(now.getTime() - 19 * DAY_MS),
  insuredUntil: sydneyDayAfter(now, 300),
});

/** A submission waiting for an admin. */
export const pendingBusiness = (now: Date): Row => ({
  abn: '53004085616',
  insurer: 'Allianz Australia',
  policyNumber: 'ALZ-55120931',
  coverAmount: 10_000_000,
  insuranceExpiresOn: sydneyDayAfter(now, 200),
  status: 'pending',
  submittedAt: new Date(now.getTime() - 2 * 60 * 60 * 1000),
});

/** Approved, with the insurance expiring in 20 days. */
export const expiringBusiness = (now: Date): Row => ({
  abn: '33051775556',
  insurer: 'CGU Insurance',
  policyNumber: 'CGU-HT-77310',
  coverAmount: 5_000_000,
  insuranceExpiresOn: sydneyDayAfter(now, 20),
  status: 'approved',
  submittedAt: new Date(now.getTime() - 340 * DAY_MS),
  reviewedAt: new Date(now.getTime() - 339 * DAY_MS),
  verifiedAt: new Date(now.getTime() - 339 * DAY_MS),
  insuredUntil: sydneyDayAfter(now, 20),
});

/** A one-page PDF reading 'Certificate of Currency (demo)' for `company`: what the demo's certificates show. */
export function demoCertificatePdf(company: string, insurer: string, expiresOn: string): Uint8Array {
  const text = (s: string) => s.replace(/[()\\]/g, '');
  const stream = [
    'BT /F1 20 Tf 60 760 Td (Certificate of Currency - DEMO) Tj ET',
    `BT /F1 13 Tf 60 720 Td (Insured: ${text(company)}) Tj ET`,
    `BT /F1 13 Tf 60 700 Td (Insurer: ${text(insurer)}) Tj ET`,
    `BT /F1 13 Tf 60 680 Td (Public liability and goods in transit, expires ${expiresOn}) Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

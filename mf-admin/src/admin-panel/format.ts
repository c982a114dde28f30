import { DISPLAY_TIME_ZONE } from '@motohaul/contracts';

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars with 2 decimals (spec §9): $1,234.50. */
export const formatMoney = (dollars: number) => money.format(dollars);

/** A percentage with 1 decimal (spec §9): 66.7%. */
export const formatPercent = (percent: number) => `${percent.toFixed(1)}%`;

/** A provider's badges as every tab names them: 'Verified, Insured', 'Verified', 'Insured' or 'Neither badge'. */
export const badgeWords = (badges: { verified: boolean; insured: boolean }) =>
  [badges.verified && 'Verified', badges.insured && 'Insured'].filter(Boolean).join(', ') || 'Neither badge';

/** A calendar date in Sydney: 4 Mar 2025. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: DISPLAY_TIME_ZONE });

/** 'YYYY-MM' as 'Mar 2025' (the month itself, no time zone shift). */
export const formatMonth = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)).toLocaleDateString('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** A stored code such as 'within_week' as words: 'Within week'. */
export const humanise = (code: string) => {
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An ABN in its printed groups: 53 004 085 616 (other text as it is). */
export const formatAbn = (abn: string) => abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

// RFC 4180 CSV with spreadsheet formula injection neutralised (DESIGN §4).

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A cell a spreadsheet may read as a formula (OWASP CSV injection): one starting with = + - @ (or their full-width
 * forms ＝ ＋ － ＠, which some spreadsheets fold to ASCII), possibly after spaces, or starting with a tab, CR or LF.
 */
const FORMULA_START = /^[ \u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;
/** A plain amount ('-25.00', '+3') or a phone of digits and single spaces ('+61 412 345 678'): data, never a formula. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
const PHONE = /^\+?\d+( \d+)*$/;
const isPlainNumberOrPhone = (text: string) => PLAIN_NUMBER.test(text) || PHONE.test(text);
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: a leading apostrophe defuses a formula start (a plain number or phone, once trimmed, is left as it is);
 * a comma, quote, CR or LF quotes it with quotes doubled.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !isPlainNumberOrPhone(text.trim())) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of a document, ended by CRLF. */
export const csvLine = (row: readonly CsvCell[]) => `${row.map(csvCell).join(',')}\r\n`;

/** A whole document: a header row, then one row per record, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

/** A LIKE/ILIKE pattern matching `text` anywhere, with the wildcards % and _ (and the escape \) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

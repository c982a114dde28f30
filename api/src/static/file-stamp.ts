import fs from 'node:fs';

/** A file's version as modification time and size: a new build of it has another stamp. Throws when it is missing. */
export const fileStamp = (file: string): string => {
  const stat = fs.statSync(file);
  return `${stat.mtimeMs}:${stat.size}`;
};

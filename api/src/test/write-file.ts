import fs from 'node:fs';
import path from 'node:path';

/** Writes `file`, creating its folders first: the build trees the static-serving tests lay out. */
export function writeFile(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

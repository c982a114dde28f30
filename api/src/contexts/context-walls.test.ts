import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The walls between the API's contexts are lint rules (eslint.config.js, ADR 0042): these run the repository's own
// configuration on code placed in the contexts' folders and show what it refuses.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const contexts = path.join(root, 'api/src/contexts');

/** The rules that fail `code` as if it were the file at `file` (under api/src/contexts). */
async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(contexts, file) });
  return result!.messages.map((message) => message.ruleId);
}

describe('the walls between the API contexts (ADR 0042)', () => {
  it('when a context imports a context above it, then lint refuses it (platform knows no context; leads never reaches sales)', async () => {
    expect(await refusals('platform/x.ts', "export { hashPassword } from '../accounts/accounts-context';\n")).toEqual(['boundaries/dependencies']);
    expect(await refusals('leads/x.ts', "export type { SalesContext } from '../sales/sales-context';\n")).toEqual(['boundaries/dependencies']);
    expect(await refusals('sales/x.ts', "export { adminContext } from '../admin/admin-context';\n")).toEqual(['boundaries/dependencies']);
  });

  it("when a context imports another's internals, then lint refuses it; through its public module it is allowed", async () => {
    expect(await refusals('sales/x.ts', "export { leadForSale } from '../leads/for-sale';\n")).toEqual(['boundaries/dependencies']);
    expect(await refusals('sales/x.ts', "export { leadForSale } from '../leads/leads-context';\n")).toEqual([]);
    expect(await refusals('admin/x.ts', "export { sellLead } from '../leads/leads-context';\n")).toEqual([]);
    expect(await refusals('leads/x.ts', "export { createLeadsRepository } from './leads-repository';\n")).toEqual([]);
  });

  it('when a public module imports a context that imports it back, then lint refuses the cycle too', async () => {
    const leadsContext = readFileSync(path.join(contexts, 'leads/leads-context.ts'), 'utf8');
    const rules = await refusals('leads/leads-context.ts', `import '../sales/sales-context';\n${leadsContext}`);
    expect(rules).toContain('boundaries/dependencies');
    expect(rules).toContain('import-x/no-cycle');
  });

  it("when a test builds its fixtures from a context's internals, then lint allows it", async () => {
    expect(await refusals('admin/x.test.ts', "export { issueAdminToken } from '../accounts/admin-token';\n")).toEqual([]);
  });
});

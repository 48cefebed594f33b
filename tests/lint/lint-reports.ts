// The one way the lint tests ask ESLint (its Node API, the repository's own config) what it reports for a file.
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect } from 'vitest';

export const cwd = path.resolve(import.meta.dirname, '../..');
export const eslint = new ESLint({ cwd });

/** The messages of rule `ruleId` for `code` written at `filePath` (relative to the repository; the file need not exist). */
export async function lintReports(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, filePath) });
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

/** The import-boundary reports for a file at `filePath` that imports `source`. */
export const boundaryReports = (filePath: string, source: string) =>
  lintReports(filePath, `import { thing } from '${source}';\nexport const used = thing;\n`, 'import-x/no-restricted-paths');

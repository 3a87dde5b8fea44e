import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The repository's lint configuration keeps the layering of architecture.md §2: these probes are files
// that would break it, linted as if they stood at the given place. Type-aware rules are off here
// (the probes are in no tsconfig); the import rules need no types.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

const problemsOf = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('import layering, as the linter enforces it', () => {
  it.each([
    ['domain/src/probe.ts', "import { buildApp } from '@lorewright/api/buildApp';"],
    ['domain/src/probe.ts', "import fs from 'node:fs';"],
    ['commands/src/probe.ts', "import { allProjections } from '@lorewright/projections/allProjections';"],
    ['projections/src/probe.ts', "import { buildApp } from '@lorewright/api/buildApp';"],
    ['web/src/probe.ts', "import { sha256Hex } from '@lorewright/commands/accounts/secrets';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await problemsOf(file, `${code}\nexport const probe = 1;\n`)).toContain('no-restricted-imports');
  });

  it('a web feature reaches another only through its api.ts', async () => {
    const file = 'web/src/features/media/probe.ts';
    expect(await problemsOf(file, "import { WritingRoom } from '../writings/WritingRoom';\nexport const probe = WritingRoom;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await problemsOf(file, "import { useWriting } from '../writings/api';\nexport const probe = useWriting;\n")).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('shared web code imports no feature', async () => {
    expect(await problemsOf('web/src/lib/probe.ts', "import { useWriting } from '../features/writings/api';\nexport const probe = useWriting;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });
});

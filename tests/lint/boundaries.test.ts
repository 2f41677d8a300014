// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The boundary messages ESLint gives for `code` as if it stood at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries (architecture.md)', () => {
  it.each([
    ['src/ui/Probe.tsx', "import { useAuth } from '../features/auth/index.ts';\nuseAuth();"],
    ['src/ui/Probe.tsx', "import { ROUTES } from '../app/routeTable.ts';\nvoid ROUTES;"],
    ['src/lib/probe.ts', "import { Button } from '../ui/Button.tsx';\nvoid Button;"],
    [
      'src/lib/probe.ts',
      "import { pendingCallsAtom } from '../features/outbox/index.ts';\nvoid pendingCallsAtom;",
    ],
    ['src/content/probe.ts', "import { useState } from 'react';\nvoid useState;"],
    [
      'src/features/scan/probe.ts',
      "import AboutPage from '../../pages/AboutPage.tsx';\nvoid AboutPage;",
    ],
    [
      'src/features/scan/probe.ts',
      "import { userAtom } from '../auth/authAtoms.ts';\nvoid userAtom;",
    ],
    ['src/pages/ProbePage.tsx', "import { App } from '../app/App.tsx';\nvoid App;"],
    ['src/shell/Probe.tsx', "import AboutPage from '../pages/AboutPage.tsx';\nvoid AboutPage;"],
    ['src/features/scan/probe.ts', "import Dexie from 'dexie';\nvoid Dexie;"],
    [
      'src/pages/ProbePage.tsx',
      "import { createClient } from '@supabase/supabase-js';\nvoid createClient;",
    ],
  ])('refuses the crossing in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      'src/pages/ProbePage.tsx',
      "import { useAuth } from '../features/auth/useAuth.ts';\nuseAuth();",
    ],
    ['src/features/scan/probe.ts', "import { userAtom } from '../auth/index.ts';\nvoid userAtom;"],
    ['src/features/scan/probe.ts', "import { Button } from '../../ui/Button.tsx';\nvoid Button;"],
    ['src/features/scan/probe.ts', "import { db } from '../../lib/db.ts';\nvoid db;"],
    [
      'src/features/scan/probe.ts',
      "import type { Session } from '@supabase/supabase-js';\nexport type S = Session;",
    ],
    ['src/lib/db.ts', "import Dexie from 'dexie';\nvoid Dexie;"],
    [
      'src/lib/backend.ts',
      "import { createClient } from '@supabase/supabase-js';\nvoid createClient;",
    ],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

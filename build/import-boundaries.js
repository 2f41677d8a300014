/**
 * The layers of src/ (docs/architecture.md), as ESLint `no-restricted-imports` rules:
 * imports point down only, `app -> shell, pages -> features -> ui, lib, content`.
 *
 * ESLint keeps only the last setting of a rule for a file, so every layer's entry repeats the
 * rules that hold everywhere (Dexie only in lib/db.ts, supabase-js only in lib/backend.ts,
 * react-hot-toast only in ui/toastLibrary.ts and ui/Toaster.tsx).
 */

/** An import whose path goes through one of these folders of src/. */
const into = (...layers) => ({
  regex: `(^|/)(${layers.join('|')})/`,
  message: `Imports point down only: app -> shell, pages -> features -> ui, lib, content. This layer may not import from ${layers.join(', ')}/.`,
});

/** A sibling feature's own module ('../other/thing.ts'), rather than its index.ts. */
const siblingInternals = {
  regex: '^\\.\\./[^./][^/]*/(?!index\\.tsx?$)[^/]+$',
  message: "A feature may use another feature only through that feature's index.ts.",
};

const dexieOnlyInDb = {
  group: ['dexie'],
  allowTypeImports: true,
  message: 'Only src/lib/db.ts imports Dexie: import db (and liveQuery) from lib/db.ts.',
};
const supabaseOnlyInBackend = {
  group: ['@supabase/*'],
  allowTypeImports: true,
  message: 'Only src/lib/backend.ts imports supabase-js: load it through lib/backend.ts.',
};
const toastsThroughUi = {
  group: ['react-hot-toast'],
  allowTypeImports: true,
  message:
    "Send toasts with toast from ui/toast.ts (or notify): the library and the toaster load only with a visit's first toast.",
};
const reactInContent = {
  group: ['react', 'react-dom', 'react/*', 'lucide-react'],
  message: 'content/ holds data only, no JSX or components.',
};

const layers = [
  { files: ['src/**/*.{ts,tsx}'], patterns: [] },
  { files: ['src/ui/**/*.{ts,tsx}'], patterns: [into('app', 'shell', 'pages', 'features')] },
  { files: ['src/lib/**/*.{ts,tsx}'], patterns: [into('app', 'shell', 'pages', 'features', 'ui')] },
  {
    files: ['src/content/**/*.{ts,tsx}'],
    patterns: [into('app', 'shell', 'pages', 'features', 'ui'), reactInContent],
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    patterns: [into('app', 'shell', 'pages'), siblingInternals],
  },
  { files: ['src/pages/**/*.{ts,tsx}'], patterns: [into('app', 'shell')] },
  { files: ['src/shell/**/*.{ts,tsx}'], patterns: [into('app', 'pages')] },
];

export const boundaryConfigs = [
  ...layers.map(({ files, patterns }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...patterns, dexieOnlyInDb, supabaseOnlyInBackend, toastsThroughUi] },
      ],
    },
  })),
  {
    files: ['src/ui/toastLibrary.ts', 'src/ui/Toaster.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            into('app', 'shell', 'pages', 'features'),
            dexieOnlyInDb,
            supabaseOnlyInBackend,
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/db.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [into('app', 'shell', 'pages', 'features', 'ui'), supabaseOnlyInBackend] },
      ],
    },
  },
  {
    files: ['src/lib/backend.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [into('app', 'shell', 'pages', 'features', 'ui'), dexieOnlyInDb] },
      ],
    },
  },
];

import fs from 'node:fs';
import path from 'node:path';
import { th } from './th';
import { thAccount } from './th.account';

// A guest's pages (exposes/pages.ts: Landing, JobSearch, JobDetail) load the core catalogue only; the signed-in
// pages' texts (th.account.ts) come with those pages. Every text the guest pages' code names must be in the core.
const SRC = path.resolve(__dirname, '..');
const GUEST_PAGE_ENTRIES = [
  'features/landing/pages/LandingPage.tsx',
  'app/pages/JobSearchRoute.tsx',
  'features/job-detail/pages/JobDetailPage.tsx',
];

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (fs.existsSync(candidate)) return candidate;
  return null;
}

/** The entry files and every module of this container they import (statically or lazily), tests excluded. */
function reachableFiles(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(SRC, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from\s+|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveLocal(file, match[1]);
      if (target && !/\.test\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return [...seen];
}

/**
 * The top-level catalogue sections a file names in t('section.…') or t(`section.…`). A file whose texts are a
 * namespace of its own only (useTranslation(X), X not 'candidate', e.g. the CV options' `candidateCv`) brings them
 * itself.
 */
function sectionsNamed(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const ownNamespaceOnly =
    /useTranslation\(\s*(?!['"]candidate['"])[^)\s]/.test(source) &&
    !/useTranslation\(\s*['"]candidate['"]/.test(source);
  if (ownNamespaceOnly) return [];
  return [...source.matchAll(/\bt\(\s*['"`]([a-zA-Z]+)\./g)].map((match) => match[1]);
}

describe("the guest pages' texts", () => {
  const files = reachableFiles(GUEST_PAGE_ENTRIES);

  it('follows the guest pages into the features they compose', () => {
    const names = files.map((file) => path.relative(SRC, file));
    expect(names).toContain('features/alerts/components/SaveSearchButton.tsx');
    expect(names).toContain('shared/components/SearchFilters.tsx');
  });

  it('are all in the core catalogue, none only in the signed-in pages’ one', () => {
    const missing = files.flatMap((file) =>
      sectionsNamed(file)
        .filter((section) => !(section in th))
        .map(
          (section) =>
            `${path.relative(SRC, file)}: ${section}${section in thAccount ? ' (in th.account.ts)' : ''}`,
        ),
    );
    expect(missing).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS } from '@jobportal/platform-contract';

// Every container gets react-router through the cut-down shared module; a name missing there would be undefined
// at run time (Jest and the type checker use the full package and would not notice).
const root = path.resolve(__dirname, '../../..');
const CONTAINERS = ['shell', ...REMOTE_FOLDERS, 'libs'];
const importPattern = (pkg: string) =>
  new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // shell/src/server: the server build shares the whole packages (libs/mf-build createServerConfig);
    // libs/test-utils: only Jest loads it, with the full package.
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test', 'server', 'test-utils'].includes(entry.name)
        ? []
        : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importedValueNames(source: string, pkg = 'react-router'): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(importPattern(pkg))) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function sharedExports(pkg = 'react-router'): Set<string> {
  const source = fs.readFileSync(path.join(root, `libs/mf-build/src/${pkg}-shared.mjs`), 'utf8');
  const list = source.match(new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${pkg}-full'`));
  if (!list) throw new Error(`${pkg}-shared.mjs has no export list`);
  return new Set(
    list[1]
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

describe('the shared react-router module', () => {
  const exported = sharedExports();

  it('exports every react-router name the product imports', () => {
    const missing = CONTAINERS.flatMap((container) =>
      sourceFiles(path.join(root, container)).flatMap((file) =>
        importedValueNames(fs.readFileSync(file, 'utf8'))
          .filter((name) => !exported.has(name))
          .map((name) => `${path.relative(root, file)}: ${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('exports only names react-router really has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require('react-router') as Record<string, unknown>;
    expect([...exported].filter((name) => real[name] === undefined)).toEqual([]);
  });

  it('sees the imports it guards', () => {
    expect(
      importedValueNames("import {\n  Link,\n  type Location as L,\n  useParams as p } from 'react-router';"),
    ).toEqual(['Link', 'useParams']);
  });
});

// The other cut-down shared modules: every name the product imports is there, and only names the package has.
// react-redux's list also serves RTK Query (bundled in mf-shared-ui), whose imports are checked too.
const RTK_QUERY_REACT = path.join(
  root,
  'node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs',
);
describe.each([
  ['react-i18next', ['initReactI18next', 'useTranslation'], []],
  [
    'react-redux',
    ['Provider', 'ReactReduxContext', 'batch', 'shallowEqual', 'useDispatch', 'useSelector', 'useStore'],
    [RTK_QUERY_REACT],
  ],
])('the shared %s module', (pkg, names, packageFiles) => {
  const exported = sharedExports(pkg);

  it(`exports every ${pkg} name the product imports`, () => {
    const missing = [
      ...CONTAINERS.flatMap((container) => sourceFiles(path.join(root, container))),
      ...packageFiles,
    ].flatMap((file) =>
      importedValueNames(fs.readFileSync(file, 'utf8').replaceAll('"', "'"), pkg)
        .filter((name) => !exported.has(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
    expect([...exported].sort()).toEqual([...names].sort());
  });

  it(`exports only names ${pkg} really has`, () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require(pkg) as Record<string, unknown>;
    expect([...exported].filter((name) => real[name] === undefined)).toEqual([]);
  });
});

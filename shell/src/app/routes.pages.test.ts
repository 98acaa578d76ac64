/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTES, type ContainerName } from '@jobportal/platform-contract';
import { ROUTES } from './routes';

// The shell loads `<remote>/pages` at run time and never imports a remote's source: the remotes' page maps are
// read as text (shell/package.json adds them to this test's Nx inputs, so a renamed page runs it again).
const ROOT = path.resolve(__dirname, '../../..');
const FOLDER = Object.fromEntries(Object.entries(REMOTES).map(([folder, name]) => [name, folder])) as Record<
  ContainerName,
  string
>;

/** The first object literal of an expression: the page map, also when wrapped (`Object.fromEntries(...)`). */
const objectLiteralIn = (node: ts.Node): ts.ObjectLiteralExpression | undefined =>
  ts.isObjectLiteralExpression(node) ? node : ts.forEachChild(node, objectLiteralIn);

/** The page names of `export const pages = ...` (its object literal's keys) in a remote's src/exposes/pages.ts. */
function exposedPages(remote: ContainerName): string[] {
  const file = path.join(ROOT, FOLDER[remote], 'src/exposes/pages.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(source) !== 'pages' || !declaration.initializer) continue;
      const map = objectLiteralIn(declaration.initializer);
      if (!map) break;
      return map.properties.map((property) => property.name?.getText(source) ?? '');
    }
  }
  throw new Error(`${file} has no \`export const pages\` with its page map as an object literal`);
}

describe('route table and the remotes page maps', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s names a page its remote exposes',
    (_, route) => {
      expect(exposedPages(route.remote)).toContain(route.page);
    },
  );

  it('reads the page map it checks', () => {
    expect(exposedPages('mf_public')).toEqual(
      expect.arrayContaining(['Home', 'Blog', 'BlogPost', 'ContactUs', 'PrivacyNotice', 'PrivacyPolicy']),
    );
  });
});

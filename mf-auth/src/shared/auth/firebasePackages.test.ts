import path from 'node:path';

/**
 * firebase/auth registers itself with the @firebase/app it resolves; the app the product creates comes from
 * firebase/app. Two copies in node_modules (npm hoists another package's @firebase/app next to a nested one) make
 * every sign-in fail in the browser with "Component auth has not been registered yet".
 */
describe('the Firebase packages the containers share', () => {
  it('resolve one @firebase/app for firebase/app and for firebase/auth', () => {
    const from = (pkg: string) =>
      require.resolve('@firebase/app/package.json', {
        paths: [path.dirname(require.resolve(`${pkg}/package.json`))],
      });
    const appOfFirebase = from('firebase');
    const authDir = path.dirname(
      require.resolve('@firebase/auth/package.json', {
        paths: [path.dirname(require.resolve('firebase/package.json'))],
      }),
    );
    const appOfAuth = require.resolve('@firebase/app/package.json', { paths: [authDir] });
    expect(appOfAuth).toBe(appOfFirebase);
  });
});

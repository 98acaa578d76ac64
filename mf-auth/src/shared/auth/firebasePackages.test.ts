import path from 'node:path';

/**
 * firebase/auth registers itself with the @firebase/app it resolves; the app the product creates comes from
 * firebase/app. Two copies in node_modules (npm hoists another package's @firebase/app next to a nested one) make
 * every sign-in fail in the browser with "Component auth has not been registered yet".
 */
describe('the Firebase packages the containers share', () => {
  it('resolve one @firebase/app for firebase/app and for firebase/auth', () => {
    /** The folder of `pkg` as Node resolves it from `from` (what rspack resolves too). */
    const dirOf = (pkg: string, from: string) =>
      path.dirname(require.resolve(`${pkg}/package.json`, { paths: [from] }));
    const firebaseDir = dirOf('firebase', __dirname);
    const appOfFirebase = dirOf('@firebase/app', firebaseDir);
    const appOfAuth = dirOf('@firebase/app', dirOf('@firebase/auth', firebaseDir));
    expect(appOfAuth).toBe(appOfFirebase);
  });
});

import { parseTrustProxy, withLoopback } from './trustProxy';

describe('parseTrustProxy', () => {
  it('trusts nobody unless told', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('takes the proxies by address, range or name', () => {
    expect(parseTrustProxy(' 10.0.0.1, 10.1.0.0/16 ,::1, fd00::/8, uniquelocal')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it('refuses "true", hop counts and anything it does not understand, naming the variable', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true/);
    for (const value of ['1', '2', '10.0.0.1/33', 'proxy.example', '10.0.0.1/8/1', '1.5', '::1/129']) {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    }
  });

  it('adds loopback for a server behind the gateway', () => {
    expect(withLoopback(false)).toEqual(['loopback']);
    expect(withLoopback(['10.0.0.1', 'loopback'])).toEqual(['loopback', '10.0.0.1']);
  });
});

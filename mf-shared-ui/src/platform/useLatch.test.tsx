import { renderHook } from '@testing-library/react';
import { useLatch } from './useLatch';

describe('useLatch', () => {
  it('stays false until the flag is first true, then stays true', () => {
    const { result, rerender } = renderHook(({ flag }) => useLatch(flag), { initialProps: { flag: false } });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(true);
  });
});

import { formatInteger } from './integer';

describe('formatInteger', () => {
  it.each([0, 7, 999, 1000, 35000, 1234567, -4500, 12.6, 999.5, 1e9])(
    'writes %p as th-TH and en-US do',
    (value) => {
      const expected = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 }).format(Math.round(value));
      expect(formatInteger(value)).toBe(expected);
      expect(formatInteger(value)).toBe(new Intl.NumberFormat('en-US').format(Math.round(value)));
    },
  );
});

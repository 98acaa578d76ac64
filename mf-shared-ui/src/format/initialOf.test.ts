import { initialOf } from './initialOf';

describe('initialOf', () => {
  it('skips the Thai legal form', () => {
    expect(initialOf('บริษัท ไลน์แมน จำกัด')).toBe('ไ');
    expect(initialOf('ห้างหุ้นส่วนจำกัด สยามโค้ด')).toBe('ส');
  });

  it('upper-cases Latin names and never returns nothing', () => {
    expect(initialOf('acme Co., Ltd.')).toBe('A');
    expect(initialOf('')).toBe('?');
  });
});

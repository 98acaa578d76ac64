import { thaiLang } from './thaiLang';

describe('thaiLang', () => {
  it('marks text that contains Thai script', () => {
    expect(thaiLang('นักพัฒนาซอฟต์แวร์')).toBe('th');
    expect(thaiLang('Frontend Developer (React) ประจำกรุงเทพฯ')).toBe('th');
    expect(thaiLang('บริษัท ๑๒๓')).toBe('th');
  });

  it('leaves text without Thai script in the page language', () => {
    expect(thaiLang('Senior React Developer')).toBeUndefined();
    expect(thaiLang('日本語の求人')).toBeUndefined();
    expect(thaiLang('')).toBeUndefined();
    expect(thaiLang(null)).toBeUndefined();
    expect(thaiLang(undefined)).toBeUndefined();
  });
});

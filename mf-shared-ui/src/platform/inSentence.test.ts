import { inSentence } from './i18n';

describe('inSentence', () => {
  it('lower-cases the first letter of an English field name', () => {
    expect(inSentence('First name')).toBe('first name');
    expect(inSentence('Company type')).toBe('company type');
  });
  it('keeps acronyms and Thai labels', () => {
    expect(inSentence('LINE ID')).toBe('LINE ID');
    expect(inSentence('URL')).toBe('URL');
    expect(inSentence('ชื่อ')).toBe('ชื่อ');
  });
});

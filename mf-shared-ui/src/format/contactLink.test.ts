import { contactLinkHref } from './contactLink';

// Spec section 3: 1, 2, 9, 10 no link; 3 and 4 phone (tel:); 5 e-mail (mailto:); 6, 7, 8 web with https added if missing.
describe('contactLinkHref (all 10 contact link types)', () => {
  it.each([
    [1, 'line-id', null],
    [2, 'wechat-id', null],
    [3, '02-123 4567', 'tel:021234567'],
    [4, '+66 81-234-5678', 'tel:+66812345678'],
    [5, 'hr@example.co.th', 'mailto:hr@example.co.th'],
    [6, 'example.co.th', 'https://example.co.th'],
    [7, 'facebook.com/example', 'https://facebook.com/example'],
    [8, 'https://linkedin.com/company/example', 'https://linkedin.com/company/example'],
    [9, '99 ถนนสุขุมวิท', null],
    [10, 'อื่น ๆ', null],
  ])('type %i %j -> %j', (type, value, href) => {
    expect(contactLinkHref(type, value)).toBe(href);
  });

  it('keeps an existing http(s) scheme and trims the value', () => {
    expect(contactLinkHref(6, '  http://example.com ')).toBe('http://example.com');
    expect(contactLinkHref(8, 'HTTPS://linkedin.com/x')).toBe('HTTPS://linkedin.com/x');
  });

  it('returns null for an empty value of any type', () => {
    for (let type = 1; type <= 10; type++) expect(contactLinkHref(type, '  ')).toBeNull();
  });
});

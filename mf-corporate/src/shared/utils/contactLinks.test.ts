import { contactLinkKind, contactLinkPreview, logoProblem, LOGO_MAX_BYTES } from './contactLinks';

describe('contact links (spec section 3, all 10 types)', () => {
  it.each([
    [1, 'mycompany', null],
    [2, 'wechat-id', null],
    [3, '02-123-4567', 'tel:021234567'],
    [4, '+66 81 234 5678', 'tel:+66812345678'],
    [5, 'hr@example.co.th', 'mailto:hr@example.co.th'],
    [6, 'example.co.th', 'https://example.co.th'],
    [7, 'facebook.com/example', 'https://facebook.com/example'],
    [8, 'https://www.linkedin.com/company/example', 'https://www.linkedin.com/company/example'],
    [9, '99 ถนนสุขุมวิท กรุงเทพฯ', null],
    [10, 'อื่น ๆ', null],
  ])('type %i "%s" -> %s', (type, value, href) => {
    expect(contactLinkPreview(type, value).href).toBe(href);
  });

  it('keeps http:// web links and adds https only when no scheme is given', () => {
    expect(contactLinkPreview(6, 'http://example.com').href).toBe('http://example.com');
    expect(contactLinkPreview(7, '  www.facebook.com/x ').href).toBe('https://www.facebook.com/x');
  });

  it('gives no link for an empty value', () => {
    for (let type = 1; type <= 10; type++) expect(contactLinkPreview(type, '   ').href).toBeNull();
  });

  it('classifies every type', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(contactLinkKind)).toEqual([
      'none',
      'none',
      'phone',
      'phone',
      'email',
      'web',
      'web',
      'web',
      'none',
      'none',
    ]);
  });
});

describe('logo check', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(logoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoProblem({ type: 'image/jpeg', size: LOGO_MAX_BYTES })).toBeNull();
    expect(logoProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(logoProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(logoProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(logoProblem({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('size');
  });
});

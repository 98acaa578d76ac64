import { htmlText, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting and removes scripts, handlers, styles, forms and frames', () => {
    const out = sanitizeHtml(
      '<p onclick="x()"><b>ok</b><script>alert(1)</script><style>p{}</style></p><form><input></form><iframe src="//x"></iframe><ul><li style="color:red">a</li></ul>',
    );
    expect(out).toContain('<b>ok</b>');
    expect(out).toContain('<li>a</li>');
    for (const bad of ['script', 'onclick', 'style', 'form', 'input', 'iframe'])
      expect(out).not.toContain(bad);
  });

  it('drops javascript: links and opens external links safely', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><a href="https://example.com">y</a><a href="/blog">z</a>',
    );
    expect(out).not.toContain('javascript:');
    expect(out).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">y</a>',
    );
    expect(out).toContain('<a href="/blog">z</a>');
  });

  it('lazy-loads images', () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="x()">')).toBe(
      '<img src="/a.png" loading="lazy" decoding="async">',
    );
  });
});

describe('htmlText', () => {
  it('is empty for an empty editor and the text otherwise', () => {
    expect(htmlText('<p><br></p>&nbsp;')).toBe('');
    expect(htmlText(null)).toBe('');
    expect(htmlText('<p>Hello <b>world</b></p>')).toBe('Hello world');
  });
});

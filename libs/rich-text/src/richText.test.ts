import { Editor } from '@tiptap/react';
import { editorHtml, isAllowedHref, jobTextExtensions, normalizeHref } from './richText';

function roundTrip(html: string): string {
  const editor = new Editor({ extensions: jobTextExtensions(), content: html });
  const out = editorHtml(editor);
  editor.destroy();
  return out;
}

describe('job text schema = the server sanitiser (api/src/services/sanitize.ts)', () => {
  it('keeps a typical job description unchanged (value in = HTML out)', () => {
    const html =
      '<h2>About the role</h2>' +
      '<p>We build <strong>payments</strong> for <em>Thai</em> merchants. <u>Hybrid</u>, <s>no</s> on-call.</p>' +
      '<h3>You will</h3>' +
      '<ul><li><p>Design APIs in <code>TypeScript</code></p></li><li><p>Review code</p></li></ul>' +
      '<h4>Process</h4>' +
      '<ol><li><p>Call</p></li><li><p>Interview</p></li></ol>' +
      '<blockquote><p>Ship small, ship often.</p></blockquote>' +
      '<p>Apply at <a rel="noopener noreferrer nofollow" href="https://example.com/jobs">example.com</a>, ' +
      '<a rel="noopener noreferrer nofollow" href="mailto:hr@example.com">e-mail</a> or ' +
      '<a rel="noopener noreferrer nofollow" href="tel:021234567">call</a>.<br>Thank you</p>' +
      '<hr>' +
      '<p>See <a rel="noopener noreferrer nofollow" href="/companies/acme">our page</a></p>';
    expect(roundTrip(html)).toBe(html);
  });

  it('drops what the sanitiser drops: script, img, style attributes, javascript: links, h1, classes, list start', () => {
    const out = roundTrip(
      '<h1>Big title</h1>' +
        '<script>alert(1)</script>' +
        '<p style="color:red" class="x" onclick="alert(1)">Red <img src="x.png" onerror="alert(1)"> text</p>' +
        '<p><a href="javascript:alert(1)">bad link</a> <a href="data:text/html,x">data</a> ' +
        '<a class="btn" href="https://ok.example">ok</a></p>' +
        '<ol start="3" type="a"><li>third</li></ol>' +
        '<pre><code class="language-js">let a = 1</code></pre>' +
        '<iframe src="https://evil.example"></iframe><style>p{}</style>',
    );
    for (const bad of [
      '<script',
      'alert(',
      '<img',
      'style=',
      'class=',
      'onclick',
      'onerror',
      '<h1',
      'javascript:',
      'data:',
      'start=',
      'type=',
      '<iframe',
      '<style',
      'language-',
    ]) {
      expect(out).not.toContain(bad);
    }
    // The text stays: the h1 becomes a paragraph, the bad links plain text.
    expect(out).toContain('<p>Big title</p>');
    expect(out).toContain('bad link');
    expect(out).toContain('<a rel="noopener noreferrer nofollow" href="https://ok.example">ok</a>');
    expect(out).toContain('<ol><li><p>third</p></li></ol>');
  });

  it('gives an empty string for an empty document', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });
});

describe('link addresses', () => {
  it('accepts the server protocols and adds https:// to a bare address', () => {
    expect(normalizeHref('https://example.com')).toBe('https://example.com');
    expect(normalizeHref(' mailto:hr@example.com ')).toBe('mailto:hr@example.com');
    expect(normalizeHref('tel:021234567')).toBe('tel:021234567');
    expect(normalizeHref('/jobs')).toBe('/jobs');
    expect(normalizeHref('#apply')).toBe('#apply');
    expect(normalizeHref('example.com/jobs')).toBe('https://example.com/jobs');
  });

  it('refuses other protocols and empty input', () => {
    expect(normalizeHref('javascript:alert(1)')).toBeNull();
    expect(normalizeHref('ftp://example.com')).toBeNull();
    expect(normalizeHref('data:text/html,x')).toBeNull();
    expect(normalizeHref('  ')).toBeNull();
    expect(isAllowedHref('JavaScript:alert(1)')).toBe(false);
  });
});

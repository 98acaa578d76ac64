/** @jest-environment node */
import { htmlText, sanitizeHtml } from './sanitize.server';

// The server's pass (server-rendered pages) has no DOM: the same policy as the browser's (sanitize.test.ts).
describe('sanitizeHtml on the server', () => {
  beforeAll(() => {
    globalThis.__JOBPORTAL_CONFIG__ = {
      runMode: 'test',
      publicBaseUrl: 'https://jobs.example',
      apiBaseUrl: '/api',
      firebase: {
        apiKey: 'k',
        authDomain: 'a',
        projectId: 'p',
        emulatorOrigin: null,
        tenants: { candidate: 'c', corporate: 'k' },
      },
    };
  });
  afterAll(() => {
    globalThis.__JOBPORTAL_CONFIG__ = undefined;
  });

  it('keeps formatting and removes scripts, handlers, styles, forms and frames', () => {
    const out = sanitizeHtml(
      '<h2>Role</h2><p style="color:red" onclick="x()">Build <strong>APIs</strong></p><script>alert(1)</script>' +
        '<style>p{}</style><form><input></form><iframe src="https://evil.example"></iframe><ul><li>Go</li></ul>',
    );
    expect(out).toBe('<h2>Role</h2><p>Build <strong>APIs</strong></p><ul><li>Go</li></ul>');
  });

  it('drops javascript: links and opens links leaving the site in a new tab', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://other.example/a">x</a>')).toBe(
      '<a href="https://other.example/a" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<a href="https://jobs.example/blog">x</a>')).toBe(
      '<a href="https://jobs.example/blog">x</a>',
    );
  });

  it('loads images lazily and keeps no event handler on them', () => {
    expect(sanitizeHtml('<img src="/a.webp" alt="A" onerror="x()">')).toBe(
      '<img src="/a.webp" alt="A" loading="lazy" decoding="async" />',
    );
  });

  it('gives the visible text of a snippet', () => {
    expect(htmlText('<p><br></p>')).toBe('');
    expect(htmlText('<p>Hello&nbsp;<b>world</b></p>')).toBe('Hello world');
  });
});

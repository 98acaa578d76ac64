import { pageVerdict, shortError } from '../src/releases/smokeVerdict';

const page = (body: string) => ({ page: { body, styles: '', data: '' } });
const thrown = (message: string) => ({
  page: null,
  error: `Error: ${message}\n    at Home (page-home.js:1:2)\n    at x`,
});
const SECTION_FAILED =
  '<main>a<!--$!--><template data-msg="Switched to client rendering because the server rendering errored:\n\nboom"></template><i>…</i><!--/$--></main>';

describe('the smoke render’s verdict on one page', () => {
  it('refuses a render that threw, with the error and where it was thrown', () => {
    expect(pageVerdict('/blog', thrown('boom'), page('<main>ok</main>'))).toBe(
      '/blog: Error: boom at Home (page-home.js:1:2)',
    );
    expect(pageVerdict('/blog', thrown('boom'), null)).toBe('/blog: Error: boom at Home (page-home.js:1:2)');
  });

  it('does not refuse a page that was broken with the version served now too', () => {
    expect(pageVerdict('/blog', thrown('boom'), thrown('boom'))).toBeNull();
    expect(pageVerdict('/', page(SECTION_FAILED), page(SECTION_FAILED))).toBeNull();
    expect(pageVerdict('/', { page: null }, { page: null })).toBeNull();
  });

  it('refuses a section React left to the browser, or a fallback of the shell, that the served version does not render', () => {
    expect(pageVerdict('/', page(SECTION_FAILED), page('<main>a</main>'))).toBe(
      '/: renders a section that threw while rendering where the current version does not: boom',
    );
    expect(pageVerdict('/', page('<div data-testid="remote-unavailable">x</div>'), null)).toBe(
      '/: renders the "unavailable" fallback of a remote',
    );
    expect(pageVerdict('/', { page: null }, page('<main>ok</main>'))).toBe(
      '/: the server rendered nothing for this page',
    );
    expect(pageVerdict('/', page('<main>ok</main>'), page('<main>ok</main>'))).toBeNull();
  });

  it('keeps an error short', () => {
    expect(shortError(`Error: ${'x'.repeat(400)}`)).toHaveLength(301);
  });
});

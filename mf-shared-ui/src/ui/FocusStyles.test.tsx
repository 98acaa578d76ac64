import { renderToString } from 'react-dom/server';
import { UiProvider } from './UiProvider';
import { createStyleCache, extractStyles } from './serverStyles.server';
import { theme } from './theme';

/** The design system's styles of a page, as the server sends them. */
function pageStyles(): string {
  const cache = createStyleCache();
  renderToString(
    <UiProvider locale="th" cache={cache}>
      <button type="button">ส่ง</button>
    </UiProvider>,
  );
  return extractStyles(cache);
}

// Whether a focused control shows the ring in a browser (specificity over antd's own rings, every stop of key pages)
// is the keyboard journey's check (e2e/tests/keyboard.spec.ts); here: the rules are in every page's styles.
describe('focus styles of the design system', () => {
  const css = pageStyles();

  it('give every focus-visible control a 2 px outline in the primary colour, over antd’s own rings', () => {
    const primary = String(theme.token?.colorPrimary ?? '').toLowerCase();
    expect(primary).not.toBe('');
    expect(css.toLowerCase()).toMatch(
      new RegExp(
        `:focus-visible:not\\([^{]*\\)\\{outline:2px solid ${primary} ?!important;outline-offset:2px ?!important`,
      ),
    );
  });

  it('draw the ring on the box of a select, a date picker and a checkbox, not on their hidden inner input', () => {
    expect(css).toContain('.ant-select:has(input:focus-visible)');
    expect(css).toContain('.ant-picker:has(input:focus-visible)');
    expect(css).toContain('.ant-checkbox:has(input:focus-visible) .ant-checkbox-inner');
    expect(css).toMatch(/\.ant-picker input:focus-visible\{outline:none ?!important/);
  });

  it('keep a focused element clear of the sticky header (scroll-padding-top)', () => {
    expect(css).toMatch(/html\{scroll-padding-top:80px;/);
  });
});

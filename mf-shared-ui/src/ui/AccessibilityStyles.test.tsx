import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { UiProvider } from './UiProvider';
import { createStyleCache, extractStyles } from './serverStyles.server';
import { TEXT_LINK_SELECTOR } from './AccessibilityStyles';

// jsdom cascades by order, not specificity: links inside antd components (whose own link rules `:any-link` outweighs
// in a browser: Typography text, a checkbox's label) are checked by the axe journey (e2e/tests/a11y.spec.ts).
const decoration = (name: string) => getComputedStyle(screen.getByRole('link', { name })).textDecoration;

describe('links in running text', () => {
  it('are underlined in a paragraph; a link in a nav is not', () => {
    render(
      <UiProvider locale="th">
        <p>
          อ่าน <a href="/privacy-notice">ประกาศความเป็นส่วนตัว</a> ก่อนส่ง
        </p>
        <nav>
          <a href="/candidate/jobs">หางาน</a>
        </nav>
      </UiProvider>,
    );
    expect(decoration('ประกาศความเป็นส่วนตัว')).toContain('underline');
    expect(decoration('หางาน')).not.toContain('underline');
  });

  it('covers the texts antd draws: Typography text, a checkbox label, a field’s help, an alert', () => {
    for (const parent of [
      'span.ant-typography',
      '.ant-checkbox-label',
      '.ant-form-item-extra',
      '.ant-alert-description',
    ])
      expect(TEXT_LINK_SELECTOR.split(',')).toContain(`${parent} a:any-link`);
  });

  it('are underlined on a server-rendered page too (the rule is in the page’s styles)', () => {
    const cache = createStyleCache();
    renderToString(
      <UiProvider locale="th" cache={cache}>
        <p>
          อ่าน <a href="/privacy-notice">ประกาศ</a>
        </p>
      </UiProvider>,
    );
    expect(extractStyles(cache)).toMatch(/p a:any-link[^{]*\{[^}]*text-decoration:underline/);
  });
});

describe('a field’s icon buttons (show/hide password, clear)', () => {
  it('is at least 24x24 px (its styles on the page: the icon alone is 14 px)', () => {
    const cache = createStyleCache();
    renderToString(
      <UiProvider locale="th" cache={cache}>
        <p>x</p>
      </UiProvider>,
    );
    expect(extractStyles(cache)).toMatch(
      /\.ant-input-password-icon,\s*\.ant-input-clear-icon\{[^}]*min-width:24px;min-height:24px/,
    );
  });
});

import { renderToString } from 'react-dom/server';
import { Button } from 'antd';
import { UiProvider } from './UiProvider';
import { createStyleCache, extractStyles } from './serverStyles.server';
import { FONT_FAMILY } from './theme';

const families = FONT_FAMILY.split(',').map((family) => family.trim().replace(/^'(.*)'$/, '$1'));
const LATIN_ONLY = ['Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'];

describe('the font stack', () => {
  it.each([
    ['Windows', 'Leelawadee UI'],
    ['Linux (TLWG)', 'Loma'],
  ])('names the Thai UI font of %s ahead of every Latin-only font', (_platform, thaiFont) => {
    const thai = families.indexOf(thaiFont);
    expect(thai).toBeGreaterThanOrEqual(0);
    for (const latin of LATIN_ONLY) expect(thai).toBeLessThan(families.indexOf(latin));
  });

  it('is the font of the design system’s components in a server-rendered page', () => {
    const cache = createStyleCache();
    renderToString(
      <UiProvider locale="th" cache={cache}>
        <Button>สมัคร</Button>
      </UiProvider>,
    );
    expect(extractStyles(cache)).toContain(`--ant-font-family:${FONT_FAMILY}`);
  });
});

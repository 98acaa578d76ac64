import { useStyleRegister } from '@ant-design/cssinjs';
import { theme as antdTheme } from 'antd';

/** Focus targets that are not controls: a page's heading or main region focused after a route change or a skip. */
const NOT_A_CONTROL = ':not(:where(main, h1, h2, [data-focus-target]))';

/**
 * antd's controls that draw their box around an inner <input> (select, input with a prefix or a count, number
 * input, date picker): the box shows the ring, the inner input none.
 */
const COMPOSITES = ['.ant-select', '.ant-input-affix-wrapper', '.ant-input-number', '.ant-picker'];
const CHOICES = ['.ant-checkbox', '.ant-radio'];

/**
 * One visible focus indicator on every stop (WCAG 2.4.7, 2.4.13 in spirit): a 2 px outline in the primary colour
 * (4.5:1 and more on white and on the page's grey) 2 px outside the element, over antd's own light rings (#91caff on
 * white is 1.6:1) and its 2 px 10 % shadows on inputs. `scroll-padding-top` keeps a focused element clear of the
 * sticky 64 px header when the browser scrolls it into view (WCAG 2.4.11). Registered in the design system's style
 * cache, so server-rendered pages carry it.
 */
export function FocusStyles() {
  const { theme, token } = antdTheme.useToken();
  const ring = `2px solid ${token.colorPrimary}`;
  useStyleRegister({ theme, token, hashId: '', path: ['jobportal-focus'] }, () => ({
    html: { scrollPaddingTop: 80, scrollPaddingBottom: 16 },
    // specificity (0,1,0) with !important: over antd's rings, under the composite rules below
    [`:focus-visible${NOT_A_CONTROL}`]: {
      outline: `${ring} !important`,
      outlineOffset: '2px !important',
    },
    [COMPOSITES.map((c) => `${c}:has(input:focus-visible)`).join(',')]: {
      outline: `${ring} !important`,
      outlineOffset: '1px !important',
    },
    [COMPOSITES.map((c) => `${c} input:focus-visible`).join(',')]: { outline: 'none !important' },
    // antd's checkbox and radio: the focused input is invisible (opacity 0), the box next to it shows the ring
    [CHOICES.map((c) => `${c}:has(input:focus-visible) ${c}-inner`).join(',')]: {
      outline: `${ring} !important`,
      outlineOffset: '2px !important',
    },
    [':is(main, h1, h2, [data-focus-target]):focus']: { outline: 'none' },
  }));
  return null;
}

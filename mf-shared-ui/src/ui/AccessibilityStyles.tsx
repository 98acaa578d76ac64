import { useStyleRegister } from '@ant-design/cssinjs';
import { theme as antdTheme } from 'antd';

/**
 * Where a link sits inside running text: a paragraph, a label (a consent checkbox's), antd's Typography text, a
 * form field's help, an alert's description. Headings, menus, cards and buttons are not running text.
 */
const RUNNING_TEXT = [
  'p',
  'label',
  'span.ant-typography',
  'div.ant-typography',
  '.ant-checkbox-label',
  '.ant-form-item-extra',
  '.ant-alert-description',
];

/**
 * The selector of a link (with an address) in running text: `:any-link` also outweighs antd's own link rules
 * (`.ant-typography.ant-typography-link`).
 */
export const TEXT_LINK_SELECTOR = RUNNING_TEXT.map((parent) => `${parent} a:any-link`).join(',');

/** A field's icon buttons (a password's show/hide eye, a search box's clear): 24x24 targets (WCAG 2.5.8), not 12-14 px. */
const ICON_BUTTON_IN_FIELD = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  minHeight: 24,
  // the field's line is 22 px: 1 px above and below come out of its padding. Not sideways: a target overlapping
  // the input would make both fail.
  marginBlock: -1,
};

/**
 * What the design system adds to antd's styles for WCAG 2.2 AA, registered in its one style cache (so
 * server-rendered pages carry it too):
 * - links inside running text are underlined (1.4.1): the primary blue is 6.2:1 on white, but only 2.6:1 against the
 *   black body text around it, so colour alone does not tell a link from its sentence (axe's link-in-text-block);
 * - a field's icon buttons (the password's eye, the clear button) are 24x24 targets (2.5.8).
 */
export function AccessibilityStyles() {
  const { theme, token } = antdTheme.useToken();
  useStyleRegister({ theme, token, hashId: '', path: ['jobportal-accessibility'] }, () => ({
    [TEXT_LINK_SELECTOR]: { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
    '.ant-input-password-icon, .ant-input-clear-icon': ICON_BUTTON_IN_FIELD,
  }));
  return null;
}

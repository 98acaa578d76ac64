// Codemod (kept for the next regrouping): routes every name imported from the design system exposes
// ('mf_shared_ui/ui', 'ui-form', 'ui-overlay', 'ui-data', 'ui-content', 'ui-feedback', 'icons') to the expose that holds it now:
//   ui         light core on every first load (layout, buttons, inputs, typography, tooltips, a few icons,
//              provider, toasts, Panel, NativeSelect, ChoiceList, LinkPager)
//   ui-form    form controls (Form, Select, Checkbox, ...)
//   ui-overlay modals, dialogs, drawer, upload, date picker
//   ui-data    tables, timelines, tabs, menus (and, for published remotes, ui-content's names)
//   ui-content cards, description lists, lists, results: what a guest's public page shows
//   ui-feedback alerts, avatars, badges, dividers, empty states
//   icons      every icon but the core's CORE_ICONS
// Usage: node tools/codemods/split-ui-imports.mjs <files...>
import fs from 'node:fs';
import path from 'node:path';

const GROUPS = {
  'ui-form': [
    'Form',
    'Checkbox',
    'Radio',
    'Switch',
    'InputNumber',
    'AutoComplete',
    'Slider',
    'Select',
    'SelectProps',
    'FormInstance',
    'FormProps',
    'FormRule',
    'FormListFieldData',
  ],
  'ui-overlay': [
    'Modal',
    'Popconfirm',
    'ResponseDialog',
    'ResponseDialogProps',
    'ResponseStatus',
    'PrivacySettingsDialog',
    'PrivacyConsent',
    'PrivacySettingsDialogProps',
    'Drawer',
    'Upload',
    'UploadFile',
    'UploadProps',
    'DatePicker',
  ],
  'ui-data': [
    'Table',
    'TableProps',
    'Pagination',
    'Tabs',
    'Timeline',
    'Steps',
    'Collapse',
    'Statistic',
    'Progress',
    'Menu',
    'MenuProps',
    'Breadcrumb',
    'Dropdown',
    'Segmented',
  ],
};
GROUPS['ui-content'] = ['Card', 'ContentList', 'Descriptions', 'Result'];
GROUPS['ui-feedback'] = ['Alert', 'Avatar', 'Badge', 'Divider', 'Empty'];
const CORE_ICONS = new Set([
  'ClockCircleOutlined',
  'EnvironmentOutlined',
  'FilterOutlined',
  'HeartFilled',
  'HeartOutlined',
  'MenuOutlined',
  'SearchOutlined',
  'WalletOutlined',
]);
const home = new Map(Object.entries(GROUPS).flatMap(([mod, names]) => names.map((n) => [n, mod])));
const homeOf = (name) =>
  home.get(name) ?? (/(Outlined|Filled|TwoTone)$/.test(name) && !CORE_ICONS.has(name) ? 'icons' : 'ui');
const ORDER = ['ui', 'ui-form', 'ui-overlay', 'ui-data', 'ui-content', 'ui-feedback', 'icons'];
const importRe =
  /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'mf_shared_ui\/(ui|ui-form|ui-overlay|ui-data|ui-content|ui-feedback|icons)';?\n?/g;

for (const file of process.argv.slice(2)) {
  const src = fs.readFileSync(file, 'utf8');
  const matches = [...src.matchAll(importRe)];
  if (!matches.length) continue;
  const value = Object.fromEntries(ORDER.map((m) => [m, []]));
  const types = Object.fromEntries(ORDER.map((m) => [m, []]));
  for (const [, typeKw, names] of matches) {
    for (const raw of names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      const isType = Boolean(typeKw) || raw.startsWith('type ');
      const name = raw.replace(/^type\s+/, '');
      const mod = homeOf(name.split(/\s+as\s+/)[0]);
      (isType ? types : value)[mod].push(isType ? name : raw);
    }
  }
  const lines = [];
  for (const mod of ORDER) {
    if (value[mod].length)
      lines.push(`import { ${[...new Set(value[mod])].join(', ')} } from 'mf_shared_ui/${mod}';`);
    if (types[mod].length)
      lines.push(`import type { ${[...new Set(types[mod])].join(', ')} } from 'mf_shared_ui/${mod}';`);
  }
  let first = true;
  const out = src.replace(importRe, () => {
    if (!first) return '';
    first = false;
    return `${lines.join('\n')}\n`;
  });
  if (out !== src) {
    fs.writeFileSync(file, out);
    console.log('rewrote', path.relative(process.cwd(), file));
  }
}

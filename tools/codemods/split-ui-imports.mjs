// One-off codemod (kept for reference): routes each name imported from 'mf_shared_ui/ui' to the expose that now
// holds it (ui = light core on every first load; ui-form = forms and dialogs; ui-data = tables, lists, navigation).
import fs from 'node:fs';
import path from 'node:path';

const FORM = new Set(['Form', 'Checkbox', 'Radio', 'Switch', 'InputNumber', 'AutoComplete', 'DatePicker', 'Upload', 'Slider', 'Modal', 'Popconfirm', 'ResponseDialog', 'ResponseDialogProps', 'ResponseStatus', 'PrivacySettingsDialog', 'PrivacyConsent', 'PrivacySettingsDialogProps', 'FormInstance', 'FormProps', 'FormRule', 'UploadFile', 'UploadProps']);
const DATA = new Set(['Table', 'TableProps', 'Pagination', 'Tabs', 'Timeline', 'Steps', 'Descriptions', 'List', 'Collapse', 'Statistic', 'Progress', 'Menu', 'MenuProps', 'Breadcrumb', 'Dropdown', 'Drawer', 'Segmented']);

const files = process.argv.slice(2);
const importRe = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'mf_shared_ui\/ui';?/g;
for (const file of files) {
  const src = fs.readFileSync(file, 'utf8');
  if (!src.includes("'mf_shared_ui/ui'")) continue;
  const out = src.replace(importRe, (_m, typeKw, names) => {
    const groups = { ui: [], 'ui-form': [], 'ui-data': [] };
    for (const raw of names.split(',').map((n) => n.trim()).filter(Boolean)) {
      const bare = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      const target = FORM.has(bare) ? 'ui-form' : DATA.has(bare) ? 'ui-data' : 'ui';
      groups[target].push(raw);
    }
    return Object.entries(groups)
      .filter(([, list]) => list.length)
      .map(([mod, list]) => `import ${typeKw ?? ''}{ ${list.join(', ')} } from 'mf_shared_ui/${mod}';`)
      .join('\n');
  });
  if (out !== src) {
    fs.writeFileSync(file, out);
    console.log('rewrote', path.relative(process.cwd(), file));
  }
}

import { createFederatedConfigs } from '@jobportal/mf-build';

export default createFederatedConfigs({
  name: 'mf_shared_ui',
  dir: import.meta.dirname,
  exposes: {
    './platform': './src/exposes/platform.ts',
    './ui': './src/exposes/ui.ts',
    './ui-form': './src/exposes/ui-form.ts',
    './ui-overlay': './src/exposes/ui-overlay.ts',
    './ui-data': './src/exposes/ui-data.ts',
    './ui-content': './src/exposes/ui-content.ts',
    './ui-feedback': './src/exposes/ui-feedback.ts',
    './icons': './src/exposes/icons.ts',
    './format': './src/exposes/format.ts',
    './html': './src/exposes/html.ts',
    './validation': './src/exposes/validation.ts',
  },
  // Added after the others: kept whole so that the first-load core's chunks stay as they were (DECISIONS).
  wholeExposes: ['./ui-content'],
});

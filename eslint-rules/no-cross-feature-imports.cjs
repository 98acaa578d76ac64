const path = require('node:path');

/** `<remote>/src/features/<name>/...` -> name; null outside a feature. */
function featureOf(file) {
  const match = file
    .split(path.sep)
    .join('/')
    .match(/\/src\/features\/([^/]+)\//);
  return match ? match[1] : null;
}

/**
 * bulletproof-react inside each remote: a feature never imports another feature (app -> features -> shared).
 * What two features need goes to the remote's shared/ folder; pages that put features together live in app/.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports only itself, the remote shared folder and packages' },
    schema: [],
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": move what both need to shared/, or compose them in app/.',
    },
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(`${path.resolve(path.dirname(file), source.value)}/`);
      if (target && target !== own)
        context.report({ node: source, messageId: 'crossFeature', data: { from: own, to: target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

module.exports = {
  featureOf,
  noCrossFeatureImports,
  rules: { 'no-cross-feature-imports': noCrossFeatureImports },
};

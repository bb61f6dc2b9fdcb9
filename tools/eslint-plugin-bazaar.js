// Bazaar's own lint rules: the web app's dependency direction (shared → entities → features →
// app) and the file-name convention. Small enough to read in one go; no plugin did exactly this.
import path from 'node:path';

const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
const SHARED = new Set(['lib', 'components', 'i18n', 'api', 'store', 'styles']);

/** 'features/cart', 'entities/cart', 'app', 'lib' … for a file of the web app; null elsewhere. */
function layerOf(file) {
  const at = file.indexOf(WEB_SRC);
  if (at === -1) return null;
  const [top, second] = file.slice(at + WEB_SRC.length).split(path.sep);
  if (top === 'features') return { kind: 'feature', name: `features/${second}` };
  if (top === 'entities') return { kind: 'entity', name: `entities/${second}` };
  if (top === 'app') return { kind: 'app', name: 'app' };
  if (SHARED.has(top)) return { kind: 'shared', name: top };
  return null;
}

function boundaryProblem(from, to) {
  if (from.kind === 'shared' && to.kind !== 'shared') {
    return `shared code (${from.name}) may not import ${to.name}: dependencies flow shared → entities → features → app`;
  }
  if (from.kind === 'entity' && (to.kind === 'feature' || to.kind === 'app')) {
    return `an entity (${from.name}) may not import ${to.name}: dependencies flow shared → entities → features → app`;
  }
  if (from.kind === 'entity' && to.kind === 'entity' && from.name !== to.name) {
    return `${from.name} may not import ${to.name}: entities do not import each other (a feature combines them)`;
  }
  if (from.kind === 'feature' && to.kind === 'app') {
    return `a feature may not import app/: move what it needs into an entity or shared code (lib, store, components…)`;
  }
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    return `${from.name} may not import ${to.name}: features do not import each other (app/ composes them)`;
  }
  return null;
}

const boundaries = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'shared → entities → features → app' },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), specifier));
      const problem = to && boundaryProblem(from, to);
      if (problem) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

// kebab-case words, then optional dotted roles: cart-slice.ts, cart.service.ts,
// static-files.socket.test.ts, 0002-idempotency-key-per-user.ts, vite.config.ts.
const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*\.(?:ts|tsx|js|mjs)$/;

const fileNames = {
  meta: { type: 'suggestion', schema: [], docs: { description: 'kebab-case file names' } },
  create(context) {
    const name = path.basename(context.filename);
    return {
      Program(node) {
        if (!FILE_NAME.test(name)) {
          context.report({
            node,
            message: `File name '${name}' is not kebab-case (e.g. cart-slice.ts, cart.service.ts)`,
          });
        }
      },
    };
  },
};

export default { rules: { boundaries, 'file-names': fileNames } };

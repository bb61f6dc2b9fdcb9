// Bazaar's own lint rules: the web app's dependency direction (shared → entities → features →
// app), the server features' front doors, no import cycles, and the file-name convention. Small
// enough to read in one go; no plugin did exactly this.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;
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

/** The server feature ('orders') a path lies in and its path inside it; null elsewhere. */
function serverPlaceOf(file) {
  const at = file.indexOf(SERVER_SRC);
  if (at === -1) return null;
  const [top, second, ...rest] = file.slice(at + SERVER_SRC.length).split(path.sep);
  if (top === 'features' && second && rest.length > 0) {
    return { kind: 'feature', name: second, inside: rest.join('/') };
  }
  return null;
}

/** A server feature meets another only through its index.ts (db/seed: bazaar-imports/no-seed). */
function serverBoundaryProblem(fromFile, toFile) {
  const from = serverPlaceOf(fromFile);
  if (from?.kind !== 'feature') return null;
  const to = serverPlaceOf(toFile);
  if (to?.kind === 'feature' && to.name !== from.name && to.inside !== 'index.ts') {
    return `features/${from.name} may import features/${to.name} only through its front door, features/${to.name}/index.ts (not ${to.inside})`;
  }
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
    if ((!from && !serverPlaceOf(file)) || /\.test\.tsx?$/.test(file)) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      const to = from && layerOf(target);
      const problem = (to && boundaryProblem(from, to)) || serverBoundaryProblem(file, target);
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

// Import cycles among the repository's own files, type-only imports included (a cycle through
// types still ties the modules together; import-x/no-cycle skips those). Relative imports only:
// packages meet through their names, and the dependency direction between them is linted above.
const SOURCE = /\.(?:ts|tsx|js|mjs)$/;
const importsByFile = new Map();

/** The relative imports of a file as absolute paths of existing files (cached by mtime). */
function importsOf(file, text) {
  let mtime = 0;
  if (text === undefined) {
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const known = importsByFile.get(file);
    if (known?.mtime === mtime) return known.imports;
  }
  const source = text ?? fs.readFileSync(file, 'utf8');
  const imports = ts
    .preProcessFile(source, true, true)
    .importedFiles.map((ref) => ref.fileName)
    .filter((name) => name.startsWith('.') && SOURCE.test(name))
    .map((name) => path.resolve(path.dirname(file), name))
    .filter((target) => fs.existsSync(target));
  if (text === undefined) importsByFile.set(file, { mtime, imports });
  return imports;
}

/** The shortest path from `start` back to `file` within `maxDepth` imports, or null. */
function pathBack(start, file, maxDepth) {
  const cameFrom = new Map([[start, null]]);
  let layer = [start];
  for (let depth = 1; depth <= maxDepth && layer.length > 0; depth += 1) {
    const next = [];
    for (const current of layer) {
      for (const target of importsOf(current)) {
        if (target === file) {
          const route = [];
          for (let at = current; at !== null; at = cameFrom.get(at)) route.unshift(at);
          return route;
        }
        if (cameFrom.has(target)) continue;
        cameFrom.set(target, current);
        next.push(target);
      }
    }
    layer = next;
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycles, type imports included' },
    schema: [
      {
        type: 'object',
        properties: { maxDepth: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    const maxDepth = context.options[0]?.maxDepth ?? Infinity;
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      if (!SOURCE.test(target) || !fs.existsSync(target)) return;
      const route = target === file ? [] : pathBack(target, file, maxDepth - 1);
      if (!route) return;
      const names = [file, ...route, file].map((at) => path.relative(path.dirname(file), at));
      context.report({ node, message: `Import cycle: ${names.join(' → ')}` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { boundaries, 'file-names': fileNames, 'no-cycle': noCycle } };

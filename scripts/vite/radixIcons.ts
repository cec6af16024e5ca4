// @radix-ui/react-icons ships all 318 icons in one module, so every page that uses one icon would
// download every icon the app uses anywhere (a module cannot be split between chunks). This plugin
// rewrites `import { AIcon, BIcon } from '@radix-ui/react-icons'` into one tiny module per icon,
// cut out of the package's own ESM file, so each chunk carries only its icons.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0radix-icon:';
const IMPORT = /import\s*\{([^}]+)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g;

function iconSources(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('@radix-ui/react-icons/package.json')), 'dist/react-icons.esm.js');
  const code = readFileSync(file, 'utf8');
  const helper = code.slice(code.indexOf('function _objectWithoutPropertiesLoose'), code.indexOf('var _excluded'));
  const excluded = new Map([...code.matchAll(/var (_excluded(?:\$\w+)?) = (\[[^\]]*\]);/g)].map((m) => [m[1], m[2]]));
  const icons = new Map<string, string>();
  const starts = [...code.matchAll(/var (\w+) = \/\*#__PURE__\*\/forwardRef\(/g)];
  starts.forEach((match, i) => {
    const end = i + 1 < starts.length ? starts[i + 1].index : code.indexOf('\nexport {');
    const body = code.slice(match.index, end).replace(/\nvar _excluded(?:\$\w+)? = \[[^\]]*\];\s*$/, '');
    const used = body.match(/_excluded(?:\$\w+)?/)?.[0] ?? '_excluded';
    icons.set(
      match[1],
      `import { forwardRef, createElement } from 'react';\n${helper}\nvar ${used} = ${excluded.get(used)};\n${body}\nexport { ${match[1]} };\n`,
    );
  });
  return icons;
}

export function radixIconsPerIcon(): Plugin {
  let icons: Map<string, string> | null = null;
  return {
    name: 'siteline-radix-icons-per-icon',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('@radix-ui/react-icons')) return null;
      // An empty map: the rewritten imports keep their lines, so positions stay right enough.
      const rewritten = code.replace(IMPORT, (_all, names: string) =>
        names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => {
            const [name, alias] = n.split(/\s+as\s+/);
            return `import { ${name}${alias ? ` as ${alias}` : ''} } from '${PREFIX}${name}';`;
          })
          .join(' '),
      );
      return { code: rewritten, map: { mappings: '' } };
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      icons ??= iconSources();
      const source = icons.get(id.slice(PREFIX.length));
      if (!source) throw new Error(`@radix-ui/react-icons has no ${id.slice(PREFIX.length)}`);
      return source;
    },
  };
}

// PostCSS for Radix Themes' per-component sources (node_modules/@radix-ui/themes/src/**.css), so the
// app imports the styles of the components it uses (src/app/radix.css) instead of the whole 685 KB
// sheet. Those sources use two build-time at-rules that Radix compiles with its own PostCSS plugins:
// `@breakpoints { ... }` (one copy of each responsive class per breakpoint) and `@media (--md)`.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { AcceptedPlugin, AtRule } from 'postcss';

const require = createRequire(import.meta.url);
const radixRoot = dirname(require.resolve('@radix-ui/themes/package.json'));

/** Radix's breakpoints (src/styles/breakpoints.css), the only @custom-media its sources use. */
const MEDIA: Record<string, string> = {
  xs: '(min-width: 520px)',
  sm: '(min-width: 768px)',
  md: '(min-width: 1024px)',
  lg: '(min-width: 1280px)',
  xl: '(min-width: 1640px)',
};

const customMedia: AcceptedPlugin = {
  postcssPlugin: 'siteline-radix-custom-media',
  AtRule: {
    media(rule: AtRule) {
      rule.params = rule.params.replace(/\(--(xs|sm|md|lg|xl)\)/g, (_m, name: string) => MEDIA[name]);
    },
  },
  // Radix's plugin removes a @breakpoints block once it has moved its rules out; a block holding
  // only comments (data-list.css has one) would be left behind as an unknown at-rule.
  // The @custom-media definitions themselves are spent once substituted.
  OnceExit(root) {
    root.walkAtRules('breakpoints', (rule) => {
      if (!rule.nodes?.some((node) => node.type !== 'comment')) rule.remove();
    });
    root.walkAtRules('custom-media', (rule) => {
      rule.remove();
    });
  },
};

/**
 * Radix's own @breakpoints plugin, unchanged. It reads its breakpoint list from
 * `./src/styles/breakpoints.css` relative to the working directory when it is loaded, so it is
 * loaded from inside the package.
 */
function radixBreakpoints(): AcceptedPlugin {
  const cwd = process.cwd();
  try {
    process.chdir(radixRoot);
    return (require(`${radixRoot}/postcss-breakpoints.cjs`) as () => AcceptedPlugin)();
  } finally {
    process.chdir(cwd);
  }
}

export const radixPostcssPlugins = (): AcceptedPlugin[] => [radixBreakpoints(), customMedia];

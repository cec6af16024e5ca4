// Radix Themes' root <Theme> wraps the app in Radix's Tooltip.Provider. That one line makes every page,
// the login page included, download the tooltip module and what it imports (popper, floating-ui,
// dismissable layer, focus scope): about 13 KB of brotli that the login page never runs (issue 28,
// decision 0055). In the build, this plugin takes the provider out of <Theme>; the signed-in shell
// (src/app/shell/AppShell.tsx) and the docs (the only page with tooltips that a signed-out visitor
// sees) render the same provider with the same delay (src/components/TooltipScope.tsx), so tooltips
// behave as before and their code comes with the chunks that show them.
// Dev (pre-bundled dependencies) and the unit tests keep Radix's file as it is: the scopes then sit
// inside Theme's own provider, which changes nothing.
import type { Plugin } from 'vite';

const THEME_FILE = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/;
// Radix Themes 3.3's minified call: createElement(Tooltip.Provider, { delayDuration: 200 }, ...).
const PROVIDER = /(\w+)\.createElement\((\w+)\.Provider,\{delayDuration:200\},/;

export function radixThemeWithoutTooltipProvider(): Plugin {
  return {
    name: 'siteline-radix-theme-without-tooltip-provider',
    apply: 'build',
    transform(code, id) {
      if (!THEME_FILE.test(id)) return null;
      // A Radix upgrade that changes the line fails the build here rather than shipping the provider
      // back (a page-weight regression) or a half-edited file.
      if (!PROVIDER.test(code)) throw new Error(`${id}: Theme's Tooltip.Provider not found; update scripts/vite/radixThemeTooltips.ts`);
      return { code: code.replace(PROVIDER, '$1.createElement($1.Fragment,null,'), map: null };
    },
  };
}

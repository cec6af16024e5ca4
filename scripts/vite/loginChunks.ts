// The login page is every visitor's first download. Left to itself, Rolldown puts each module that the
// entry shares with any lazy area in a common chunk of its own: the login page fetched 46 files, each
// answer 300-400 bytes of headers besides its body (issue 28, decision 0055). Two groups instead:
// - `boot`: what the page runs at start and what the login area imports (React, Radix, xstate, urql,
//   the session, the form controls): one file that every page needs anyway;
// - `login`: the login area's own modules (its screens, machine, texts and styles), which signed-in
//   pages never load. The activation and reset pages (from e-mailed links) stay lazy chunks of their own.
// The login area is an entry of the build (vite.config.ts), so that Rolldown's `$initial` tag covers
// what it imports; the app still loads it lazily, through LoginArea-<hash>.js (a one-line re-export of
// `login`). Everything else (the app shell, each area, their libraries) keeps the automatic chunking.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];
type ModuleInfo = { importedIds: readonly string[] } | null;

const root = fileURLToPath(new URL('../..', import.meta.url));
const LOGIN_ONLY = /[\\/](src[\\/]features[\\/]login|machines[\\/]login)[\\/]/;

/** The login area's own modules that `loginArea` imports statically (not the lazy pages it opens). */
function loginModules(loginArea: string, info: (id: string) => ModuleInfo): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !LOGIN_ONLY.test(id)) return;
    seen.add(id);
    for (const imported of info(id)?.importedIds ?? []) visit(imported);
  };
  visit(loginArea);
  return seen;
}

/** `entry` (the page and the script it names) and `loginArea`: paths from the repository's root. */
export function loginChunkGroups(entry: { html: string; script: string }, loginArea: string): Group[] {
  const entryIds = [join(root, entry.html), join(root, entry.script)];
  let login: Set<string> | undefined; // once per build, when Rolldown first asks (the graph is complete)
  return [
    {
      name: 'boot',
      debugName: 'boot',
      tags: ['$initial'],
      // The page's own module and its script keep the entry chunk (a few hundred bytes): in a group, the
      // entry chunk would vanish and index.html with it from the build manifest (scripts/pageWeight.mjs).
      test: (id) => !entryIds.includes(id) && !LOGIN_ONLY.test(id),
      // Only the modules tagged: following their imports would go through Radix's index files, which
      // import every component, and bring menus, selects and sliders that the login page never runs.
      includeDependenciesRecursively: false,
      priority: 20,
    },
    {
      debugName: 'login',
      name: (id, ctx) => ((login ??= loginModules(join(root, loginArea), (m) => ctx.getModuleInfo(m))).has(id) ? 'login' : null),
      includeDependenciesRecursively: false,
      priority: 10,
    },
  ];
}

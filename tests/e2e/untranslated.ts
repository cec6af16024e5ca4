// The check behind "a Swedish or Norwegian user never reads English": every text a user reads on the
// page (visible text nodes, the grids' accessible tables that stand for their canvas, and the title,
// aria-label, placeholder and alt attributes) is compared with the English side of the catalogue
// (server/src/i18n/catalog.ts). A text equal to an English entry whose translation differs from it is
// English left on screen. Entries that read the same in every language ("Service", "OK", units) are
// never flagged, so the list of exceptions stays short and reviewed (ALLOWED).
import { expect, type Page } from '@playwright/test';
import { CATALOG } from '../../server/src/i18n/catalog.ts';

export type Translated = 'sv' | 'nb';

/** Texts that equal an English entry but are right as they are in every language: names, not words. */
const ALLOWED: ReadonlySet<string> = new Set<string>([
  // The API reference's "parameter in" column header (docs only): the same two letters occur in the
  // demo's data (machine, place and tag names), which the walk reads in the grids.
  'In',
]);

/** The catalogue's words for an English text in the reader's language (how a walk names what it clicks). */
export function inLanguage(language: Translated, english: string): string {
  const entry = CATALOG.find((e) => e.en === english);
  if (!entry) throw new Error(`"${english}" is not in the catalogue`);
  return entry[language];
}

const PLACEHOLDER = /\{\w+\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface EnglishTexts {
  exact: Set<string>;
  /** Entries with {placeholders}, as patterns ("{count} results" → /^.+ results$/). */
  patterns: { en: string; re: RegExp }[];
}

const cache = new Map<Translated, EnglishTexts>();

function englishOf(language: Translated): EnglishTexts {
  let texts = cache.get(language);
  if (texts) return texts;
  texts = { exact: new Set(), patterns: [] };
  for (const entry of CATALOG) {
    if (entry[language] === entry.en || ALLOWED.has(entry.en)) continue;
    if (!/\{\w+\}/.test(entry.en)) {
      texts.exact.add(entry.en);
      continue;
    }
    // Only patterns with words of their own: "{name}" alone or "{a} – {b}" would match anything.
    const literal = entry.en.replace(PLACEHOLDER, '').replace(/[^A-Za-z]/g, '');
    if (literal.length < 3) continue;
    const re = new RegExp(`^${entry.en.split(PLACEHOLDER).map(escape).join('.+?')}$`, 's');
    texts.patterns.push({ en: entry.en, re });
  }
  cache.set(language, texts);
  return texts;
}

/** What a user reads on the page now: visible text, the grids' accessible tables, and the attributes read aloud or shown. */
export async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const add = (s: string | null | undefined) => {
      const text = s?.replace(/\s+/g, ' ').trim();
      if (text) out.add(text);
    };
    const visible = (el: Element) => {
      // Glide's accessible table sits behind the canvas (drawn from the same rows): it counts.
      if (el.closest('table[role="grid"]')) return true;
      return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    };
    add(document.title);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (visible(parent)) add(node.textContent);
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [placeholder], [alt], [aria-description]')) {
      if (!visible(el) && !el.closest('[role="dialog"], [role="alertdialog"], nav, header')) continue;
      for (const name of ['title', 'aria-label', 'placeholder', 'alt', 'aria-description']) add(el.getAttribute(name));
    }
    // Texts a control shows without a text node (an input's value is the user's, not ours).
    for (const el of document.body.querySelectorAll<HTMLInputElement>('input[type="button"], input[type="submit"]')) add(el.value);
    return [...out];
  });
}

/** Names that are written like code but are names in every language (products, standards). */
const CODE_LIKE_NAMES: ReadonlySet<string> = new Set([
  'OsmAnd',
  'GeoNames',
  'PostgreSQL',
  'OpenStreetMap',
  'MapLibre',
  'GraphQL',
  'JavaScript',
  'TypeScript',
  'PowerShell',
  'GitHub',
  'McCormick',
  'LiDAR',
  'iOS',
  // Manufacturers' product names (demo fleet models and the integration providers' portals).
  'HiLight',
  'ConSite',
  'LiveLink',
  'ActiveCare',
  'CareTrack',
]);
/** A server's field or enum name shown as it is: "validFromPlaceTime", "MachineEnteredPlace". */
const CODE_NAME = /\b(?:[a-z]+(?:[A-Z][a-z0-9]+)+|[A-Z][a-z]+(?:[A-Z][a-z]+)+)\b/g;

function codeNamesIn(text: string): string[] {
  return [...text.matchAll(CODE_NAME)].map((m) => m[0]).filter((name) => !CODE_LIKE_NAMES.has(name));
}

/** The texts on the page that are English where the user's language has its own words, or a field or enum name shown raw. */
export async function englishOnPage(page: Page, language: Translated, allowed: readonly string[] = []): Promise<string[]> {
  const english = englishOf(language);
  const allow = new Set(allowed);
  const found: string[] = [];
  for (const text of await readableTexts(page)) {
    if (allow.has(text)) continue;
    if (english.exact.has(text)) found.push(text);
    else {
      const pattern = english.patterns.find((p) => p.re.test(text));
      if (pattern) found.push(`${text}  (≈ "${pattern.en}")`);
      else if (codeNamesIn(text).length > 0) found.push(`${text}  (a name from the code: ${codeNamesIn(text).join(', ')})`);
    }
  }
  return found.sort();
}

/**
 * Collects the English left on each screen a walk visits and fails once, at the end, with all of it
 * (a first failure alone would hide the rest of the list).
 */
export class UntranslatedReport {
  private readonly found = new Map<string, string[]>();
  constructor(private readonly language: Translated) {}

  async check(page: Page, screen: string, allowed: readonly string[] = []): Promise<void> {
    const english = await englishOnPage(page, this.language, allowed);
    if (english.length > 0) this.found.set(screen, english);
  }

  expectNone(): void {
    const lines = [...this.found].map(([screen, texts]) => `${screen}:\n${texts.map((t) => `  - ${t}`).join('\n')}`);
    expect(lines.join('\n'), `English on ${this.found.size} screens in ${this.language}`).toBe('');
  }
}

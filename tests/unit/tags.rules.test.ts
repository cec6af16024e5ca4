import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canCreateTag,
  canRenameTag,
  cleanTagName,
  FALLBACK_TAG_COLOR,
  filterTags,
  nextTagColor,
  TAG_COLORS,
  tagColor,
  tagNameKey,
  withColor,
} from '../../machines/tagManager/tags.rules.ts';

const tags = [
  { id: 1, name: 'Rental' },
  { id: 2, name: 'Owned' },
  { id: 3, name: 'ADR certified' },
];
const tagList = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 10_000 }),
    name: fc
      .string({ minLength: 1, maxLength: 12 })
      .map(cleanTagName)
      .filter((n) => n !== ''),
  }),
  {
    selector: (t) => t.id,
    maxLength: 8,
  },
);

describe('canCreateTag (spec: a new tag only when the text matches no existing tag, case-insensitive)', () => {
  it('examples', () => {
    expect(canCreateTag('Winter tyres', tags)).toBe(true);
    expect(canCreateTag('rental', tags)).toBe(false);
    expect(canCreateTag('  RENTAL ', tags)).toBe(false);
    expect(canCreateTag('<Rental>', tags)).toBe(false);
    expect(canCreateTag('', tags)).toBe(false);
    expect(canCreateTag('  <> ', tags)).toBe(false);
    expect(canCreateTag('Rent', tags)).toBe(true);
    expect(canCreateTag('anything', [])).toBe(true);
  });

  it('never for an existing name in any case or with surrounding spaces', () => {
    fc.assert(
      fc.property(
        tagList.filter((l) => l.length > 0),
        fc.nat(),
        fc.boolean(),
        fc.stringMatching(/^ {0,3}$/),
        (list, i, upper, pad) => {
          const name = list[i % list.length].name;
          const typed = `${pad}${upper ? name.toUpperCase() : name.toLowerCase()}${pad}`;
          // Case mapping can change length for a few letters (ß → SS); the rule is about what the server compares.
          fc.pre(cleanTagName(typed).toLowerCase() === name.toLowerCase());
          expect(canCreateTag(typed, list)).toBe(false);
        },
      ),
    );
  });

  it('exactly when the cleaned text is non-empty and differs from every name ignoring case', () => {
    fc.assert(
      fc.property(tagList, fc.string({ maxLength: 12 }), (list, text) => {
        const key = cleanTagName(text).toLowerCase();
        expect(canCreateTag(text, list)).toBe(key !== '' && list.every((t) => t.name.toLowerCase() !== key));
      }),
    );
  });
});

describe('canRenameTag', () => {
  it('refuses another tag’s name in any case, its own unchanged name, blanks and unknown tags', () => {
    expect(canRenameTag(1, 'owned', tags)).toBe(false);
    expect(canRenameTag(1, ' Rental ', tags)).toBe(false);
    expect(canRenameTag(1, ' ', tags)).toBe(false);
    expect(canRenameTag(9, 'Hired', tags)).toBe(false);
    expect(canRenameTag(1, 'RENTAL', tags)).toBe(true);
    expect(canRenameTag(1, 'Hired', tags)).toBe(true);
  });

  it('a name the rename allows is one no other tag has', () => {
    fc.assert(
      fc.property(
        tagList.filter((l) => l.length > 0),
        fc.nat(),
        fc.string({ maxLength: 12 }),
        (list, i, name) => {
          const id = list[i % list.length].id;
          if (canRenameTag(id, name, list))
            expect(list.filter((t) => t.id !== id).some((t) => t.name.toLowerCase() === cleanTagName(name).toLowerCase())).toBe(false);
        },
      ),
    );
  });
});

describe('filterTags, styles and colours', () => {
  it('filters by a case-insensitive substring, everything for an empty query', () => {
    expect(filterTags(tags, 'EN').map((t) => t.id)).toEqual([1]);
    expect(filterTags(tags, ' ').map((t) => t.id)).toEqual([1, 2, 3]);
    expect(filterTags(tags, 'x')).toEqual([]);
  });

  it('reads and sets the colour in the style text', () => {
    expect(tagColor('{"color":"#0b7285"}')).toBe('#0b7285');
    expect(tagColor('not json')).toBeNull();
    expect(tagColor('{}')).toBeNull();
    expect(withColor('{"color":"#0b7285","icon":"key"}', '#c92a2a')).toBe('{"color":"#c92a2a","icon":"key"}');
    expect(withColor('broken', '#c92a2a')).toBe('{"color":"#c92a2a"}');
    fc.assert(
      fc.property(fc.constantFrom(...TAG_COLORS), fc.string(), (color, style) => {
        expect(tagColor(withColor(style, color))).toBe(color);
      }),
    );
  });

  it('a new tag takes the palette’s next colour', () => {
    expect(nextTagColor([])).toBe(TAG_COLORS[0]);
    expect(nextTagColor(tags)).toBe(TAG_COLORS[3]);
    expect(nextTagColor(new Array(TAG_COLORS.length))).toBe(TAG_COLORS[0]);
  });

  it('an empty colour, or a style that is JSON but not an object with a colour, has no colour', () => {
    expect(tagColor('{"color":""}')).toBeNull();
    expect(tagColor('{"color":5}')).toBeNull();
    expect(tagColor('null')).toBeNull();
    expect(tagColor('"#0b7285"')).toBeNull();
  });

  it('a style that is JSON but not an object is replaced when the colour is set', () => {
    expect(withColor('"ab"', '#c92a2a')).toBe('{"color":"#c92a2a"}');
    expect(withColor('[1,2]', '#c92a2a')).toBe('{"color":"#c92a2a"}');
    expect(withColor('null', '#c92a2a')).toBe('{"color":"#c92a2a"}');
    expect(withColor('7', '#c92a2a')).toBe('{"color":"#c92a2a"}');
  });

  it('the fallback colour is grey', () => {
    expect(FALLBACK_TAG_COLOR).toBe('#868e96');
  });
});

describe('names are compared lower-cased, as the server stores them', () => {
  it("'MASS' is another tag than 'Maß' (upper-casing would make them one)", () => {
    expect(tagNameKey('  <Maß> ')).toBe('maß');
    expect(canCreateTag('MASS', [{ id: 1, name: 'Maß' }])).toBe(true);
    expect(canCreateTag('MASS', [{ id: 1, name: 'mass' }])).toBe(false);
  });
});

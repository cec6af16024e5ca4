// A company's tags: machine tags (ownership, usage, certificates…) weighted by how often they are
// used, place tags, and links putting them on about two in five machines and a third of the places.
import type { CompanyPlan } from './companies.ts';
import { assetTagNames, placeTagNames, tagColors } from './nordic.ts';
import { weightedPicker, type Rng } from './random.ts';
import { HOUR, iso, randomTimeAfter } from './time.ts';
import { type AssetInfo, type NextId, type PlaceInfo, type Row } from './types.ts';
import { PlaceKind, TagEntity } from '../domain/dictionaries.ts';

/** A machine has at most one of these. */
const OWNERSHIP_TAGS = new Set(['Rental', 'Owned', 'Leased']);

/** Place tags take their colours a few steps further along the (shuffled) palette than machine tags. */
const PLACE_TAG_COLOR_OFFSET = 3;

export function generateTags(rng: Rng, plan: CompanyPlan, assets: AssetInfo[], places: PlaceInfo[], nowMs: number, companyCreatedMs: number, nextId: NextId) {
  const tags: Row<'tags'>[] = [];
  const links: Row<'tag_links'>[] = [];
  const colors = rng.shuffle(tagColors);
  const addTag = (name: string, entityType: number, colorIndex: number) => {
    const id = nextId();
    const createdMs = Math.min(nowMs - HOUR, randomTimeAfter(rng, companyCreatedMs, 1, 400));
    tags.push({
      id,
      company_id: plan.id,
      name,
      entity_type: entityType,
      style: JSON.stringify({ color: colors[colorIndex % colors.length] }),
      created_at: iso(createdMs),
    });
    return id;
  };
  const link = (tagId: number, entityType: number, entityId: number) =>
    links.push({ tag_id: tagId, entity_type: entityType, entity_id: entityId, company_id: plan.id });

  const assetTags = assetTagNames[plan.country].map(([name, weight], i): [{ id: number; name: string }, number] => [
    { id: addTag(name, TagEntity.Asset, i), name },
    weight,
  ]);
  const placeTagIds = placeTagNames[plan.country].map((name, i) => addTag(name, TagEntity.Place, i + PLACE_TAG_COLOR_OFFSET));

  const pickAssetTag = weightedPicker(assetTags);
  for (const a of assets) {
    if (!rng.chance(0.4)) continue;
    const first = pickAssetTag(rng);
    link(first.id, TagEntity.Asset, a.id);
    if (rng.chance(0.3)) {
      const second = pickAssetTag(rng);
      const bothOwnership = OWNERSHIP_TAGS.has(first.name) && OWNERSHIP_TAGS.has(second.name);
      if (second.id !== first.id && !bothOwnership) link(second.id, TagEntity.Asset, a.id);
    }
  }
  for (const p of places) {
    if (p.type === PlaceKind.Region || !rng.chance(0.35)) continue;
    link(rng.pick(placeTagIds), TagEntity.Place, p.id);
  }
  return { tags, links };
}

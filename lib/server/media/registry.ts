import { type ArtKind, decodeArt, type Params } from './art-spec';
import { renderAccessory, renderAvatar, renderLogo, renderShape } from './badges';
import { renderBanner, renderIcon, renderOccasion } from './banner';
import { renderBouquet } from './bouquet';
import { cakeArt } from './cake';
import { renderChocolate } from './chocolate';
import { renderCombo } from './combo';
import { renderFestival } from './festival';
import { renderDryFruit, renderSweets } from './food';
import { renderGift } from './gift';
import { renderHamper } from './hamper';
import { renderPlant } from './plant';
import { renderScooter } from './scooter';
import { renderCategoryTile } from './tiles';
import { renderToy } from './toy';
import { ART_FIELDS, ART_SIZES, type ArtKindName, TEXT_KINDS } from './kinds';

// Which generator draws which kind, and the path → SVG entry point the /media route calls.

type Renderer = (p: Params, text: string) => string;

const RENDERERS: Partial<Record<ArtKindName, Renderer>> = {
  bouquet: renderBouquet,
  chocolate: renderChocolate,
  hamper: renderHamper,
  toy: renderToy,
  plant: renderPlant,
  sweets: renderSweets,
  dryfruit: renderDryFruit,
  gift: renderGift,
  festival: renderFestival,
  combo: renderCombo,
  scooter: renderScooter,
  accessory: renderAccessory,
  shape: renderShape,
  occasion: renderOccasion,
  icon: renderIcon,
  banner: renderBanner,
  logo: renderLogo,
  avatar: renderAvatar,
};

function sizeOf(kind: ArtKindName, p: Params): { width: number; height: number } {
  if (kind === 'banner') return ART_SIZES.banner[p.size as keyof typeof ART_SIZES.banner];
  if (kind === 'accessory' || kind === 'shape' || kind === 'logo') return ART_SIZES.tile;
  if (kind === 'occasion') return ART_SIZES.occasion;
  if (kind === 'icon') return ART_SIZES.icon;
  if (kind === 'avatar') return ART_SIZES.avatar;
  return ART_SIZES.product;
}

export const ART_KINDS: Record<string, ArtKind> = { cake: cakeArt };
for (const [kind, render] of Object.entries(RENDERERS) as Array<[ArtKindName, Renderer]>) {
  ART_KINDS[kind] = { kind, fields: ART_FIELDS[kind], text: TEXT_KINDS.has(kind), size: (p) => sizeOf(kind, p), render };
}

/** Renders the image a /media path names, or null when the path names nothing (→ 404). Segments are decoded. */
export function renderMediaPath(segments: string[]): string | null {
  const [kind, ...rest] = segments;
  if (!kind) return null;
  if (kind === 'categories') return rest.length === 1 && rest[0]!.endsWith('.svg') ? renderCategoryTile(rest[0]!.slice(0, -4)) : null;
  const spec = ART_KINDS[kind];
  if (!spec) return null;
  const last = rest[rest.length - 1];
  if (!last?.endsWith('.svg')) return null;
  const stripped = [...rest.slice(0, -1), last.slice(0, -4)];
  if (spec.text ? stripped.length !== 2 : stripped.length !== 1) return null;
  const params = decodeArt(spec, stripped[0]!);
  if (!params) return null;
  const text = spec.text ? stripped[1]! : '';
  if (text.length > 160) return null;
  return spec.render(params, text === '_' ? '' : text);
}

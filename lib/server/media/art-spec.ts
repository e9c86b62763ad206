// The media path codec. Every generated image is addressed by a URL that holds everything its generator needs:
//   /media/<kind>/<v1>-<v2>-…-<vn>.svg            e.g. /media/cake/round-2-5a3421-fff4e6-e23e57-drip-candles-0-17-0.svg
//   /media/<kind>/<v1>-…-<vn>/<encoded text>.svg  for kinds that draw words (banners, logos, avatars)
// so the route can draw it without a database lookup and the CDN can cache it forever.

export type Field =
  | { key: string; type: 'enum'; values: readonly string[] }
  | { key: string; type: 'hex' }
  | { key: string; type: 'int'; min: number; max: number };

export type Params = Record<string, string | number>;

export type ArtKind = {
  kind: string;
  fields: readonly Field[];
  /** Pixel size; may depend on the params (banners come in several sizes). */
  size: (p: Params) => { width: number; height: number };
  /** True when the path carries a text segment. */
  text?: boolean;
  render: (p: Params, text: string) => string;
};

function encodeValue(field: Field, value: string | number | undefined): string {
  if (value === undefined) throw new Error(`media: missing ${field.key}`);
  const v = String(value).replace(/^#/, '').toLowerCase();
  if (decodeValue(field, v) === null) throw new Error(`media: bad ${field.key}=${String(value)}`);
  return v;
}

function decodeValue(field: Field, raw: string): string | number | null {
  switch (field.type) {
    case 'enum':
      return field.values.includes(raw) ? raw : null;
    case 'hex':
      return /^[0-9a-f]{6}$/.test(raw) ? raw : null;
    case 'int': {
      if (!/^\d{1,6}$/.test(raw)) return null;
      const n = Number(raw);
      return n >= field.min && n <= field.max ? n : null;
    }
  }
}

/** Builds the public path of an image; throws on a value the generator would refuse (catches seed mistakes). */
export function encodeArt(spec: ArtKind, params: Params, text?: string): string {
  const values = spec.fields.map((f) => encodeValue(f, params[f.key])).join('-');
  if (spec.text) return `/media/${spec.kind}/${values}/${encodeURIComponent(text ?? '_')}.svg`;
  return `/media/${spec.kind}/${values}.svg`;
}

/** Parses the value segment; null when it does not match the kind's fields exactly. */
export function decodeArt(spec: ArtKind, valueSegment: string): Params | null {
  const parts = valueSegment.split('-');
  if (parts.length !== spec.fields.length) return null;
  const params: Params = {};
  for (let i = 0; i < parts.length; i++) {
    const field = spec.fields[i] as Field;
    const value = decodeValue(field, parts[i] as string);
    if (value === null) return null;
    params[field.key] = value;
  }
  return params;
}

// Typed readers for render functions (params are validated before render is called).
export const str = (p: Params, key: string): string => String(p[key]);
export const num = (p: Params, key: string): number => Number(p[key]);
export const col = (p: Params, key: string): string => `#${String(p[key])}`;

export const enumField = (key: string, values: readonly string[]): Field => ({ key, type: 'enum', values });
export const hexField = (key: string): Field => ({ key, type: 'hex' });
export const intField = (key: string, min: number, max: number): Field => ({ key, type: 'int', min, max });

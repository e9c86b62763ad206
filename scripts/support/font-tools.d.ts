// Types for the two font tools scripts/fonts.ts uses; neither package ships its own.

declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; variationAxes?: Record<string, Axis> },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}

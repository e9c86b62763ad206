import fs from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { FONT_SUBSETS, type FontSubset } from '@/lib/fonts/font-subsets';
import { repoRoot } from './support/processes';

// `npx tsx scripts/fonts.ts`: cuts the shop's font files (lib/fonts/*.woff2) from the npm font packages, as
// lib/fonts/font-subsets.ts describes them, with HarfBuzz's subsetter (the `subset-font` package). Run it after changing
// a subset and commit what it writes. The files are committed so that a build needs neither the packages nor this step.
//
// `npx tsx scripts/fonts.ts --report` writes nothing and prints, as JSON, what the committed files hold (byte size,
// characters, how they shape their text next to the full font, whether they are what this script would write now).
// tests/unit/fonts/shipped-fonts.test.ts reads that report.

const nodeModules = path.join(repoRoot, 'node_modules');

async function cut(subset: FontSubset): Promise<Buffer> {
  const source = fs.readFileSync(path.join(nodeModules, subset.source));
  return subsetFont(source, subset.text, {
    targetFormat: 'woff2',
    ...(subset.weights ? { variationAxes: { wght: subset.weights } } : {}),
  });
}

/** The glyphs HarfBuzz picks for `text`, with their advances: the same text shaped alike in two fonts looks alike. */
async function shape(font: Buffer, text: string): Promise<{ glyphs: number; advance: number; missing: number }> {
  const sfnt = await fontverter.convert(font, 'sfnt');
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
  const hbFont = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  return {
    glyphs: infos.length,
    advance: positions.reduce((sum, p) => sum + p.xAdvance, 0),
    // Glyph 0 is .notdef: the empty box a font draws for a character it does not have.
    missing: infos.filter((info) => info.codepoint === 0).length,
  };
}

async function characters(font: Buffer): Promise<number[]> {
  const face = new hb.Face(new hb.Blob(new Uint8Array(await fontverter.convert(font, 'sfnt'))));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

async function report(): Promise<void> {
  const out: Record<string, unknown> = {};
  for (const [name, subset] of Object.entries(FONT_SUBSETS)) {
    const shipped = fs.readFileSync(path.join(repoRoot, subset.file));
    const source = fs.readFileSync(path.join(nodeModules, subset.source));
    out[name] = {
      file: subset.file,
      bytes: shipped.length,
      upToDate: shipped.equals(await cut(subset)),
      characters: await characters(shipped),
      shaped: await shape(shipped, subset.text),
      shapedByFullFont: await shape(source, subset.text),
    };
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

async function write(): Promise<void> {
  for (const subset of Object.values(FONT_SUBSETS)) {
    const data = await cut(subset);
    fs.writeFileSync(path.join(repoRoot, subset.file), data);
    console.log(`${subset.file}: ${data.length} bytes from ${subset.source}`);
  }
}

(process.argv.includes('--report') ? report() : write()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

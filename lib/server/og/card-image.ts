import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { CARD_FONTS, FONT_SUBSETS } from '@/lib/fonts/font-subsets';
import { ogImageSize } from '@/lib/seo/og';
import { resolveCardTree } from '@/lib/seo/og-text';

// Every picture the shop draws with next/og (the 1200×630 social cards, /logo.png) goes through ogImage: satori gets
// the shop's own fonts, read from lib/fonts (never satori's default, which lacks Devanagari and most punctuation, so
// that it would fetch a font from Google at render time), and the card's text keeps to what those fonts draw
// (lib/seo/og-text.ts).

type CardFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

let fonts: Promise<CardFont[]> | null = null;

/** The card fonts, read once per server (about 90 KB). The server runs from the repository (scripts/start.ts). */
export function cardFonts(): Promise<CardFont[]> {
  fonts ??= Promise.all(
    CARD_FONTS.map(async (font) => ({
      name: font.family,
      data: await readFile(path.join(process.cwd(), FONT_SUBSETS[font.subset].file)),
      weight: font.weight,
      style: 'normal' as const,
    })),
  ).catch((error: unknown) => {
    fonts = null; // try again next time rather than keep a failure
    throw error;
  });
  return fonts;
}

export type OgImageOptions = { width?: number; height?: number; headers?: Record<string, string> };

/** A PNG response of `card` (1200×630 unless told), drawn with the shop's fonts only. */
export async function ogImage(card: ReactElement, options: OgImageOptions = {}): Promise<ImageResponse> {
  return new ImageResponse(resolveCardTree(card) as ReactElement, { ...ogImageSize, ...options, fonts: await cardFonts() });
}

import fs from 'node:fs';
import path from 'node:path';
import { CV_MAX_MB } from '@/lib/domain/careers';
import { fillTokens, isInternalPath, parseRichText, plainText, tokenNames, wordCount } from '@/lib/domain/rich-text';
import { minuteOfDayText, policyTokens } from '@/lib/domain/shop-policies';
import { JOB_POSTINGS } from '@/lib/server/db/seed/data/careers';
import { FAQ_GROUPS, FAQS } from '@/lib/server/db/seed/data/faq';
import { SHOP_PAGES } from '@/lib/server/db/seed/data/shop-pages';
import { endOfKathmanduDayFromSeed } from '@/lib/server/db/seed/running-dates';

// The contract of the shop's pages, FAQ and careers text: every {{token}} has a value from the rules' modules, the
// pages are long enough to answer their question, links land on the shop's own routes, amounts use रू, and the
// postings' dates give six open and two closed positions whatever day the seed runs.

const TOKENS = policyTokens({ cvMaxMb: String(CV_MAX_MB) });
const texts: Array<[string, string]> = [
  ...SHOP_PAGES.flatMap((p): Array<[string, string]> => [[`page ${p.slug}`, p.body], [`summary ${p.slug}`, p.summary]]),
  ...FAQS.map((f): [string, string] => [`faq ${f.question}`, f.answer]),
  ...JOB_POSTINGS.map((j): [string, string] => [`job ${j.slug}`, j.body]),
];

const appRoot = path.resolve(__dirname, '../../../app');
/** Whether a page route exists for this path in one of the route groups. */
function routeExists(href: string): boolean {
  const clean = href.split(/[?#]/)[0]!.replace(/\/$/, '');
  return ['(shop)', '(standalone)', '(shop)/profile/(guarded)'].some((group) => {
    const rest = group.endsWith('(guarded)') ? clean.replace(/^\/profile/, '') : clean;
    return fs.existsSync(path.join(appRoot, group, rest, 'page.tsx'));
  });
}

describe('the shop pages, FAQ and careers text', () => {
  it('names only {{tokens}} the rules give a value', () => {
    for (const [where, text] of texts) {
      for (const name of tokenNames(text)) expect([where, name, name in TOKENS]).toEqual([where, name, true]);
      expect(() => fillTokens(text, TOKENS)).not.toThrow();
    }
  });

  it('gives every page at least 250 words and headings, and every FAQ answer a full sentence', () => {
    for (const page of SHOP_PAGES) {
      const doc = parseRichText(fillTokens(page.body, TOKENS));
      expect([page.slug, wordCount(plainText(doc)) >= 250]).toEqual([page.slug, true]);
      expect(doc.some((b) => b.type === 'heading')).toBe(true);
    }
    for (const faq of FAQS) expect([faq.question, wordCount(faq.answer) >= 15]).toEqual([faq.question, true]);
    expect(new Set(FAQS.map((f) => f.group))).toEqual(new Set(FAQ_GROUPS.map((g) => g.title)));
  });

  it('links only to routes the shop has', () => {
    for (const [where, text] of texts) {
      for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        expect([where, href, isInternalPath(href!) && routeExists(href!)]).toEqual([where, href, true]);
      }
    }
  });

  it('writes amounts with रू, never "Rs"', () => {
    for (const [where, text] of texts) expect([where, /\bRs\b\.?/.test(text)]).toEqual([where, false]);
  });

  it('has bakers, decorators, riders, customer care and a developer among its postings', () => {
    const titles = JOB_POSTINGS.map((j) => j.title).join(' | ');
    for (const word of [/baker/i, /decorator/i, /rider/i, /customer care/i, /developer/i]) expect(titles).toMatch(word);
    expect(JOB_POSTINGS.length).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['at noon UTC', Date.parse('2026-03-15T12:00:00Z')],
    ['just after midnight in Kathmandu', Date.parse('2026-03-14T18:20:00Z')],
    ['just before midnight in Kathmandu', Date.parse('2026-03-15T18:10:00Z')],
  ])('gives six open and two closed postings when seeded %s', (_, now) => {
    const open = JOB_POSTINGS.filter((j) => {
      const closes = endOfKathmanduDayFromSeed(j.closesInDays, now).getTime();
      const opens = endOfKathmanduDayFromSeed(-j.openedDaysAgo - 1, now).getTime() + 1000;
      return opens <= now && now < closes;
    });
    expect(open).toHaveLength(6);
  });
});

describe('endOfKathmanduDayFromSeed', () => {
  it('is the last second of that Kathmandu day', () => {
    const now = Date.parse('2026-03-15T12:00:00Z'); // 17:45 in Kathmandu, 15 March
    expect(endOfKathmanduDayFromSeed(0, now).toISOString()).toBe('2026-03-15T18:14:59.000Z'); // 23:59:59 +05:45
    expect(endOfKathmanduDayFromSeed(-1, now).toISOString()).toBe('2026-03-14T18:14:59.000Z');
  });
});

describe('minuteOfDayText', () => {
  it('writes a minute of the day as a clock time', () => {
    expect(minuteOfDayText(18 * 60)).toBe('6:00 pm');
    expect(minuteOfDayText(0)).toBe('12:00 am');
    expect(minuteOfDayText(12 * 60 + 5)).toBe('12:05 pm');
    expect(minuteOfDayText(7 * 60 + 30)).toBe('7:30 am');
  });
});

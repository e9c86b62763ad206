import { numberedSlug, QUIZ_SLUG_MAX, RESERVED_QUIZ_SLUGS, slugifyTitle, slugProblem, transliterate } from '@/lib/domain/quiz-slug';

describe('slugifyTitle', () => {
  it('makes lower-case hyphenated words of a Latin title, without accents or punctuation', () => {
    expect(slugifyTitle('Dashain: how well do you know Nepal’s biggest festival?')).toBe('dashain-how-well-do-you-know-nepals-biggest-festival');
    expect(slugifyTitle('  Crème brûlée & café  ')).toBe('creme-brulee-and-cafe');
    expect(slugifyTitle('Top 10 cakes -- 2026!!')).toBe('top-10-cakes-2026');
  });

  it('transliterates Devanagari into readable Latin, dropping the last inherent vowel of a word', () => {
    expect(slugifyTitle('तिहार')).toBe('tihar');
    expect(slugifyTitle('दशैं')).toBe('dashain');
    expect(slugifyTitle('नेपाली मिठाई क्विज')).toBe('nepali-mithai-kwij');
    expect(slugifyTitle('काठमाडौं उपत्यका')).toBe('kathamadaun-upatyaka');
    expect(slugifyTitle('घर')).toBe('ghar');
    expect(slugifyTitle('क')).toBe('ka');
    expect(slugifyTitle('योमरी पुन्ही २०८२')).toBe('yomari-punhi-2082');
  });

  it('keeps mixed titles readable', () => {
    expect(slugifyTitle('Tihar तिहार Quiz')).toBe('tihar-tihar-quiz');
    expect(transliterate('Bhai Tika: भाइटीका')).toBe('Bhai Tika: bhaitika');
  });

  it('stays within the length limit without a trailing hyphen, and is empty when nothing readable is left', () => {
    const slug = slugifyTitle(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(QUIZ_SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugifyTitle('!!! ??? ...')).toBe('');
  });
});

describe('slugProblem', () => {
  it('refuses the words the quiz pages use for themselves', () => {
    for (const word of ['addnew', 'stats', 'new', 'edit', 'admin']) expect(slugProblem(word)).toBe('reserved');
    expect(RESERVED_QUIZ_SLUGS).toEqual(expect.arrayContaining(['addnew', 'stats', 'new', 'edit', 'admin']));
  });

  it('refuses empty and malformed slugs and accepts good ones', () => {
    expect(slugProblem('')).toBe('empty');
    expect(slugProblem('Upper')).toBe('format');
    expect(slugProblem('two--hyphens')).toBe('format');
    expect(slugProblem('-leading')).toBe('format');
    expect(slugProblem('x'.repeat(QUIZ_SLUG_MAX + 1))).toBe('format');
    expect(slugProblem('tihar-quiz-2')).toBeNull();
    expect(slugProblem('stats-of-dashain')).toBeNull();
  });
});

describe('numberedSlug', () => {
  it('adds -n and keeps within the length limit', () => {
    expect(numberedSlug('tihar-quiz', 2)).toBe('tihar-quiz-2');
    const long = numberedSlug('a'.repeat(QUIZ_SLUG_MAX), 12);
    expect(long.length).toBe(QUIZ_SLUG_MAX);
    expect(long.endsWith('-12')).toBe(true);
  });
});

// A quiz's address from its title: /quiz/{slug}. Latin titles are lower-cased and hyphenated; Devanagari titles are
// transliterated into readable Latin ("तिहार क्विज" → "tihar-kwij") rather than percent-encoded, so a link shared on
// WhatsApp still says what it is. Words the quiz pages use for themselves are refused as slugs.

const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'ng', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'ny',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', व: 'w', श: 'sh',
  ष: 'sh', स: 's', ह: 'h', ळ: 'l', क़: 'q', ख़: 'kh', ग़: 'g', ज़: 'z', ड़: 'r', ढ़: 'rh', फ़: 'f', य़: 'y',
};

const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o',
};

const MATRAS: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o',
};

const VIRAMA = '्';
const NUKTA = '़';
const NASALS = new Set(['ं', 'ँ']);
const VISARGA = 'ः';
const DIGITS = '०१२३४५६७८९';

/** One word of Devanagari in Latin letters; the inherent 'a' of a word's last consonant is dropped (तिहार → tihar). */
function transliterateWord(word: string): string {
  const chars = Array.from(word.normalize('NFC'));
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    const next = chars[i + 1];
    if (ch === NUKTA) continue;
    const consonant = CONSONANTS[next === NUKTA ? `${ch}${NUKTA}` : ch] ?? CONSONANTS[ch];
    if (consonant !== undefined) {
      const after = chars[next === NUKTA ? i + 2 : i + 1];
      out += consonant;
      if (after === VIRAMA) i += next === NUKTA ? 2 : 1;
      else if (after !== undefined && MATRAS[after] !== undefined) {
        out += MATRAS[after];
        i += next === NUKTA ? 2 : 1;
      } else {
        // The inherent vowel, except at the end of a word of more than one letter (Nepali drops it there).
        const last = after === undefined || !isDevanagariLetterOrSign(after);
        if (!(last && out.length > consonant.length)) out += 'a';
      }
      continue;
    }
    if (VOWELS[ch] !== undefined) out += VOWELS[ch];
    else if (NASALS.has(ch)) out += 'n';
    else if (ch === VISARGA) out += 'h';
    else if (DIGITS.includes(ch)) out += String(DIGITS.indexOf(ch));
    else if (ch !== VIRAMA && MATRAS[ch] === undefined) out += ch;
  }
  return out;
}

function isDevanagariLetterOrSign(ch: string): boolean {
  return /[\u0900-\u097F]/.test(ch) && !DIGITS.includes(ch);
}

/** The title in Latin letters: Devanagari runs transliterated, everything else as it was. */
export function transliterate(text: string): string {
  return text.replace(/[\u0900-\u097F]+/g, (run) => transliterateWord(run));
}

export const QUIZ_SLUG_MAX = 80;

/** Words the quiz pages and calls use for themselves (/profile/quizzes/addnew, /profile/quizzes/stats/…). */
export const RESERVED_QUIZ_SLUGS = ['addnew', 'add-new', 'new', 'edit', 'stats', 'admin', 'create', 'delete', 'start', 'play', 'submit', 'score', 'answer', 'leaderboard', 'slug-check', 'category', 'quiz', 'quizzes'] as const;

/** The slug a title gives: transliterated, accents removed, lower-case words joined by '-', at most QUIZ_SLUG_MAX. */
export function slugifyTitle(title: string): string {
  const latin = transliterate(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '');
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, QUIZ_SLUG_MAX).replace(/-+$/g, '');
}

export type SlugProblem = 'empty' | 'format' | 'reserved';

export const SLUG_MESSAGES: Record<SlugProblem | 'taken', string> = {
  empty: 'Give the quiz a title with letters or numbers in it.',
  format: 'A quiz address may use only a–z, 0–9 and single hyphens.',
  reserved: 'That word is kept for the quiz pages themselves. Please choose another title or address.',
  taken: 'Another quiz already has this address.',
};

export const QUIZ_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with a slug by itself (uniqueness is the database's question), or null when it is fine. */
export function slugProblem(slug: string): SlugProblem | null {
  if (!slug) return 'empty';
  if (slug.length > QUIZ_SLUG_MAX || !QUIZ_SLUG_PATTERN.test(slug)) return 'format';
  if ((RESERVED_QUIZ_SLUGS as readonly string[]).includes(slug)) return 'reserved';
  return null;
}

/** The n-th alternative to a taken slug: tihar-quiz-2, tihar-quiz-3… (kept within QUIZ_SLUG_MAX). */
export function numberedSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, QUIZ_SLUG_MAX - suffix.length).replace(/-+$/g, '')}${suffix}`;
}

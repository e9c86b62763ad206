// Rewrites a rendered page so that it holds only ASCII, without changing what any reader of it gets: characters
// outside ASCII become HTML character references (`&#x930;`) in markup, where the HTML parser turns them back into the
// same characters, and `\u0930` escapes inside <script> elements, where the JavaScript or JSON parser does the same
// (the RSC payload and the JSON-LD are scripts). The browser builds the very same DOM and React hydrates the very
// same strings.
//
// Why: a page with one non-Latin-1 character (रू in every price, a dash) is a two-byte string in V8, and Node 20
// measures and converts two-byte strings slowly: on every request Next computes the page's UTF-8 length with
// Buffer.byteLength, about 1 ns per character (138 µs for a category page, a seventh of serving it). An ASCII page is
// a one-byte string, measured by SIMD code in a few µs and held in half the memory. README "Benchmarks".
//
// Plain JavaScript (JSDoc-typed): Next loads the cache handler that uses this in its build workers, outside TypeScript.

const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_ALL = /[^\x00-\x7f]/gu;
const NON_ASCII_UNITS = /[^\x00-\x7f]/g;
// Raw-text elements: their content is never parsed for character references.
// (React escapes `<` and `>` in attribute values and Next escapes `</script` inside inline scripts, so the first `>`
// ends the opening tag and the first closing tag ends the element.)
const RAW_TEXT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;

/** @param {string} char a whole code point */
const reference = (char) => `&#x${(char.codePointAt(0) ?? 0).toString(16)};`;
/** @param {string} unit one UTF-16 code unit (a surrogate pair becomes two escapes, as JavaScript spells it) */
const escape = (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The page with every non-ASCII character written as ASCII, or null when that cannot be done without changing its
 * meaning (non-ASCII inside a <style> element, where CSS escapes would be needed; none of our pages has one).
 * @param {string} html
 * @returns {string | null}
 */
export function asciiHtml(html) {
  if (!NON_ASCII.test(html)) return html;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, open = '', tag = '', content = '', close = ''] = match;
    const start = match.index ?? 0;
    if (tag.toLowerCase() === 'style' && NON_ASCII.test(content)) return null;
    out += html.slice(last, start).replace(NON_ASCII_ALL, reference);
    out += open.replace(NON_ASCII_ALL, reference) + content.replace(NON_ASCII_UNITS, escape) + close;
    last = start + whole.length;
  }
  out += html.slice(last).replace(NON_ASCII_ALL, reference);
  // Pieces cut from a two-byte string stay two-byte in V8 even when they hold only ASCII: copying the result through
  // Latin-1 bytes (exact for ASCII) gives the one-byte string all of this is for.
  return Buffer.from(out, 'latin1').toString('latin1');
}

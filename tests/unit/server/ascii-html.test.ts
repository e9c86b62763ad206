/** @jest-environment jsdom */
import { asciiHtml } from '@/lib/server/cache/ascii-html.mjs';

// The page cache keeps every page as ASCII (lib/server/cache/page-cache-handler.mjs). What a browser, React and a
// crawler read from the page must not change: the same DOM text and attributes, the same script values.

const page = [
  '<!DOCTYPE html><html lang="en"><head><title>Upahar Ghar — Cakes &amp; Gifts</title>',
  '<meta name="description" content="Cakes from रू 300 – delivered… “fresh”"/></head>',
  '<body><main><h1>Black Forest Cake 🎂</h1><p class="price"><b>रू 1,250</b></p>',
  '<img alt="Three-tier cake — golden drip" src="/media/cake.svg"/>',
  '<textarea name="message">Happy Birthday आमा!</textarea>',
  '<script type="application/ld+json">{"@type":"Product","name":"Cake 🎂","offers":{"priceCurrency":"NPR","price":"रू 1,250"}}</script>',
  '<script>self.__data=(self.__data||[]).concat(["रू 1,250 — ok","🎂"])</script>',
  '</main></body></html>',
].join('');

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** What a reader sees: the text of everything but scripts (whose source text differs; their values are checked below). */
function visibleText(doc: Document): string {
  const copy = doc.body.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script').forEach((script) => script.remove());
  return copy.textContent ?? '';
}

describe('asciiHtml', () => {
  const ascii = asciiHtml(page)!;

  it('leaves nothing but ASCII', () => {
    expect(ascii).not.toBeNull();
    expect(ascii).toMatch(/^[\x00-\x7f]*$/);
  });

  it('gives the browser the same text and attributes', () => {
    const before = parse(page);
    const after = parse(ascii);
    expect(after.title).toBe(before.title);
    expect(after.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Cakes from रू 300 – delivered… “fresh”');
    expect(visibleText(after)).toBe(visibleText(before));
    expect(visibleText(after)).toContain('रू 1,250');
    expect(after.querySelector('img')?.getAttribute('alt')).toBe('Three-tier cake — golden drip');
    expect(after.querySelector('textarea')?.value).toBe('Happy Birthday आमा!');
    expect(after.querySelector('h1')?.textContent).toBe('Black Forest Cake 🎂');
  });

  it('keeps the meaning of scripts: JSON-LD parses to the same value, JavaScript strings are the same strings', () => {
    const scripts = [...parse(ascii).querySelectorAll('script')].map((s) => s.textContent ?? '');
    expect(JSON.parse(scripts[0]!)).toEqual({ '@type': 'Product', name: 'Cake 🎂', offers: { priceCurrency: 'NPR', price: 'रू 1,250' } });
    const data = new Function('self', `${scripts[1]}; return self.__data;`)({}) as string[];
    expect(data).toEqual(['रू 1,250 — ok', '🎂']);
    // Inside a script a character reference would be taken literally, so none is used there.
    expect(scripts.join('')).not.toContain('&#x');
  });

  it('returns an ASCII page as it is, and gives a one-byte copy otherwise', () => {
    const plain = '<html><body><p>Rs 1,250</p></body></html>';
    expect(asciiHtml(plain)).toBe(plain);
  });

  it('refuses a page whose <style> holds non-ASCII, where neither escape would keep the meaning', () => {
    expect(asciiHtml('<html><head><style>.price::before{content:"रू"}</style></head><body>रू</body></html>')).toBeNull();
    expect(asciiHtml('<html><head><style>.a{color:red}</style></head><body>रू</body></html>')).toBe(
      '<html><head><style>.a{color:red}</style></head><body>&#x930;&#x942;</body></html>',
    );
  });
});

import type { Page } from '@playwright/test';

// Tap targets as WCAG 2.2 measures them (2.5.8 Target Size (Minimum), AA): every link, button, field and toggle a
// person can tap is at least 24 × 24 CSS px, or stands far enough from the others that a 24 px circle centred on it
// touches no other target and no other small target's circle (the spacing exception). Exempt, as WCAG says: a link
// inline in a sentence of running text (its size is the line's), and what the browser draws itself. The main actions
// (add to cart, checkout, place order, a form's send button) are held to 44 px tall, the size a thumb hits first time.

export type TapTarget = { what: string; width: number; height: number };
export type TapReport = { small: TapTarget[]; shortMain: TapTarget[]; counted: number };

/** Names of the actions the page exists for: they get the big size (44 px tall). */
export const MAIN_ACTIONS = /^(add to cart|buy now|proceed to checkout|place order( and pay)?|deliver here|continue to payment|save address|save changes|send( message| application| question| to customer care)?|post (review|comment|reply)|apply|redeem|subscribe|log in|create account|vote|enter the contest|donate.*)$/i;

/**
 * Every tap target on the page as it is now (scrolled or not: positions are the page's), and those that fail: `small`
 * below 24 × 24 without the spacing, `shortMain` main actions under 44 px tall. Runs in the page.
 */
export async function measureTapTargets(page: Page): Promise<TapReport> {
  return page.evaluate((mainSource) => {
    const main = new RegExp(mainSource, 'i');
    const MIN = 24;
    const MAIN_MIN = 44;
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]';

    type Box = { left: number; top: number; right: number; bottom: number };
    type Found = { element: Element; box: Box; what: string; group: Element | null; inline: boolean; isMain: boolean };

    const nameOf = (element: Element): string => {
      const label = element.getAttribute('aria-label') || (element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || element.getAttribute('title') || element.getAttribute('name') || '';
      return label.replace(/\s+/g, ' ').trim().slice(0, 60);
    };
    const describe = (element: Element): string => `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[${element.getAttribute('type')}]` : ''} "${nameOf(element)}"`;
    const pageBox = (rect: DOMRect): Box => ({ left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY });
    const visible = (element: Element): boolean => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return false;
      // Moved off the page on purpose (a honeypot for bots at -9999 px).
      return rect.right + scrollX > 0 && rect.bottom + scrollY > 0;
    };
    // A control drawn as 1 px (sr-only) and tapped through its label: the label is the target. A checkbox or radio
    // with a label: tapping the label works too, so the target is the bigger of the two.
    const targetBox = (element: Element): Box | null => {
      const own = element.getBoundingClientRect();
      const labels = [...((element as HTMLInputElement).labels ?? [])].filter((label) => label.getBoundingClientRect().width > 0);
      const tiny = own.width <= 2 || own.height <= 2;
      if (tiny && labels.length === 0) return null;
      const candidates = (tiny ? [] : [own]).concat(labels.map((label) => label.getBoundingClientRect()));
      const best = candidates.sort((a, b) => Math.min(b.width, b.height) - Math.min(a.width, a.height))[0];
      return best ? pageBox(best) : null;
    };
    // Fixed and sticky layers (the header, the tab bar, the sticky bars) sit over the page wherever it is scrolled:
    // spacing is measured within each layer, not against the page scrolled under it.
    const layerOf = (element: Element): Element | null => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    // WCAG's inline exception: a link set in a sentence, its height the line's. A link alone in its block (a list of
    // links, a card's name) is not inline text and is measured.
    const inlineInProse = (element: Element): boolean => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block: Element | null = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const own = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const around = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
      return around.length > own.length + 2;
    };

    const found: Found[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const choice = element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
      if (!visible(element) && !(choice && [...((element as HTMLInputElement).labels ?? [])].some(visible))) continue;
      const box = targetBox(element);
      if (!box) continue;
      const text = nameOf(element);
      found.push({ element, box, what: describe(element), group: layerOf(element), inline: inlineInProse(element), isMain: main.test(text) && element.tagName !== 'INPUT' });
    }

    const width = (b: Box) => b.right - b.left;
    const height = (b: Box) => b.bottom - b.top;
    const small = (f: Found) => width(f.box) < MIN - 0.5 || height(f.box) < MIN - 0.5;
    const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
    const distanceToBox = (p: { x: number; y: number }, b: Box) => Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom));
    const related = (a: Element, b: Element) => a.contains(b) || b.contains(a) || (a as HTMLInputElement).labels?.[0]?.contains(b) || (b as HTMLInputElement).labels?.[0]?.contains(a);

    const failures: TapTarget[] = [];
    for (const target of found) {
      if (target.inline || !small(target)) continue;
      const c = centre(target.box);
      const crowded = found.some((other) => {
        if (other === target || other.group !== target.group || related(other.element, target.element)) return false;
        if (distanceToBox(c, other.box) < MIN / 2 - 0.5) return true;
        return small(other) && !other.inline && Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < MIN - 0.5;
      });
      if (crowded) failures.push({ what: target.what, width: Math.round(width(target.box)), height: Math.round(height(target.box)) });
    }
    const shortMain = found
      .filter((f) => f.isMain && !f.inline && height(f.box) < MAIN_MIN - 0.5)
      .map((f) => ({ what: f.what, width: Math.round(width(f.box)), height: Math.round(height(f.box)) }));
    return { small: failures, shortMain, counted: found.length };
  }, MAIN_ACTIONS.source);
}

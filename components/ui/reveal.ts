'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// "Bring into view and focus": the one way a storefront form shows the shopper what comes next. On a phone a form is
// taller than the screen: after Send the confirmation, after a step the next step, after a refused field the field,
// would otherwise be off-screen (above, or the page shrank and left the footer in view). Each is scrolled whole into
// the part of the screen nothing covers (below the sticky header, above the phone's tab bar and sticky bars) and
// focused, so a screen reader says it too.

/** Elements fixed or stuck at the foot of a phone's screen (the tab bar, the sticky buy and checkout bars). */
const BOTTOM_BARS = 'nav[aria-label="Bottom navigation"], [data-bottom-bar]';
/** Room left between what is revealed and the bars around it. */
const GAP = 12;

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]';

function shown(element: Element): boolean {
  const style = getComputedStyle(element);
  return style.display !== 'none' && style.visibility !== 'hidden';
}

/** The band of the window that nothing covers: below the sticky header, above whatever sits at the bottom. */
export function clearBand(): { top: number; bottom: number } {
  const header = document.querySelector('header');
  const headerBox = header && shown(header) ? header.getBoundingClientRect() : null;
  const top = headerBox && headerBox.top <= 0 && headerBox.bottom > 0 ? headerBox.bottom : 0;
  let bottom = window.innerHeight;
  for (const bar of document.querySelectorAll(BOTTOM_BARS)) {
    if (!shown(bar)) continue;
    const box = bar.getBoundingClientRect();
    // Only a bar sitting at the foot of the screen now covers it (a sticky bar at rest in the page does not).
    if (box.height > 0 && box.top < bottom && box.bottom >= window.innerHeight - box.height - 80) bottom = Math.min(bottom, box.top);
  }
  return { top: top + GAP, bottom: bottom - GAP };
}

type Span = { top: number; bottom: number };

/** What must be seen with a field: its label above it and its message below it. */
function spanOf(element: Element): Span | null {
  const parts: Element[] = [element];
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) parts.push(...(element.labels ?? []));
  for (const id of (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) {
    const described = document.getElementById(id);
    if (described) parts.push(described);
  }
  const boxes = parts.map((part) => part.getBoundingClientRect()).filter((box) => box.height > 0 || box.width > 0);
  // Nothing laid out (display: none, or no layout at all): there is nowhere to scroll to.
  if (boxes.length === 0) return null;
  return { top: Math.min(...boxes.map((b) => b.top)), bottom: Math.max(...boxes.map((b) => b.bottom)) };
}

const union = (spans: readonly (Span | null)[]): Span | null => {
  const real = spans.filter((s): s is Span => s !== null);
  return real.length ? { top: Math.min(...real.map((s) => s.top)), bottom: Math.max(...real.map((s) => s.bottom)) } : null;
};

export type RevealOptions = {
  /** Focus this instead of the element itself (a step's heading, scrolled with the whole step). */
  focus?: HTMLElement | null;
  /** Keep these in view with it when there is room (the chosen address above "Deliver here"). */
  with?: readonly (Element | null | undefined)[];
  /** Where it lands when it has to move: at the top of the clear band (a field, with the keyboard below) or centred. */
  align?: 'start' | 'center';
};

/**
 * Scrolls `element` (with its label and message, and `with` when they fit too) whole into the clear band if it is not
 * there already, and focuses it (or `focus`). Something taller than the band lands with its top at the band's top. No
 * smooth scrolling: the shopper is taken there at once, and the focus does not wait for an animation.
 */
export function reveal(element: HTMLElement | null, options: RevealOptions = {}): void {
  if (!element || !element.isConnected) return;
  const target = options.focus ?? element;
  if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
  // Inside a scrolling box of its own (a dialog), that box moves first; the window is adjusted below.
  element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  target.focus({ preventScroll: true });
  const own = spanOf(element);
  if (!own) return;
  const band = clearBand();
  const room = band.bottom - band.top;
  const all = union([own, ...(options.with ?? []).map((extra) => (extra ? spanOf(extra) : null))]);
  const span = all && all.bottom - all.top <= room ? all : own;
  if (span.top >= band.top && span.bottom <= band.bottom) return;
  const height = span.bottom - span.top;
  const delta = height >= room || options.align !== 'center' ? span.top - band.top : span.top - band.top - (room - height) / 2;
  window.scrollBy({ top: delta, behavior: 'instant' });
}

type RevealRefs = { align?: RevealOptions['align']; focus?: RefObject<HTMLElement | null>; with?: readonly RefObject<Element | null>[] };

/**
 * A ref whose element is brought into view and focused every time `key` changes to something (not null, undefined or
 * false): a confirmation's count, the step shown. Nothing moves when the page first renders.
 */
export function useRevealOn<T extends HTMLElement>(key: unknown, options?: RevealRefs): RefObject<T | null> {
  const ref = useRef<T>(null);
  // The key the page was rendered with is not a change (and React's second effect run in development is not either).
  const seen = useRef(key);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  useEffect(() => {
    if (Object.is(seen.current, key)) return;
    seen.current = key;
    if (key === null || key === undefined || key === false) return;
    const current = optionsRef.current;
    reveal(ref.current, { align: current?.align, focus: current?.focus?.current ?? null, with: current?.with?.map((r) => r.current) });
  }, [key]);
  return ref;
}

/** The first thing in `container` the shopper must fix: an invalid field, or else a message saying what is wrong. */
export function firstProblem(container: HTMLElement): { element: HTMLElement; focus: HTMLElement } | null {
  const found = container.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
  if (!found) return null;
  // A group marked invalid, or a message for a choice (stars, radios): the first thing to choose in it takes focus.
  const group = found.matches('[aria-invalid="true"]') ? found : found.closest<HTMLElement>('fieldset, [role="radiogroup"], [role="group"]');
  if (group && !group.matches('input, select, textarea')) {
    const choice = group.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea, button:not([disabled])');
    return { element: group, focus: choice ?? group };
  }
  return { element: found, focus: found };
}

/**
 * For a form that shows what is wrong beside its fields: give the form `ref={attach}` and call `showProblems()` whenever
 * it has just set its messages (refused by the checks before sending, or by the server); once they are on the page,
 * the first one is brought into view (clear of the sticky header) and focused. Forms kept with useFormState pass
 * `showProblems` to it, which calls it for them. (`attach` is a callback ref, held apart from the form's state: React's
 * compiler would take a state object carrying a ref for a ref, and refuse every read of it during render.)
 */
export function useRevealProblems<T extends HTMLElement = HTMLFormElement>(): { attach: (element: T | null) => void; showProblems: () => void } {
  const element = useRef<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 || !element.current) return;
    const problem = firstProblem(element.current);
    if (problem) reveal(problem.element, { focus: problem.focus, align: 'start' });
  }, [attempt]);
  const attach = useCallback((node: T | null) => {
    element.current = node;
  }, []);
  const showProblems = useCallback(() => setAttempt((n) => n + 1), []);
  return { attach, showProblems };
}

// A confirmation the server renders after router.refresh() (the career page's "You applied") is a new element: the
// form that asked for it is gone. The form leaves word here, and the confirmation reveals itself when it mounts.
const awaited = new Set<string>();

/** Call before refreshing: the element that `useRevealOnArrival(key)` marks is revealed once it appears. */
export function revealOnArrival(key: string): void {
  awaited.add(key);
}

/** A ref for a confirmation rendered after a refresh: brought into view and focused if `revealOnArrival(key)` asked. */
export function useRevealOnArrival<T extends HTMLElement>(key: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!awaited.delete(key)) return;
    reveal(ref.current, { align: 'center' });
  }, [key]);
  return ref;
}

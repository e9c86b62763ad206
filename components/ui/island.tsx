'use client';

import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';

/** Called once the island is in the page: calls `start` when something outside it says its code is wanted now. */
export type IslandWatch = (start: () => void) => (() => void) | void;

type Live = { onLive: () => void };

// The controls a tap on the server's HTML is held for and given again once the island has hydrated (a link is left to
// the browser: it works without script).
const CONTROLS = 'button, input, select, textarea, summary, [role="button"]';

// How far below (or above) the screen the island starts loading: enough that a reader scrolling to it finds it ready.
const NEAR_VIEW = '200px 0px';

const noSubscription = () => () => undefined;

function withLive<P extends object>(Component: ComponentType<P>): ComponentType<P & Live> {
  function LiveIsland({ onLive, ...props }: P & Live) {
    useEffect(() => onLive(), [onLive]);
    return <Component {...(props as P)} />;
  }
  return LiveIsland;
}

/**
 * A client component whose code loads when it is first needed, while its HTML is there from the start: the server
 * renders it whole (crawlers and readers see it at once), and in the browser it stays server HTML until it comes near
 * the screen (unless `whenNear` is false: then only on a touch), is pointed at, touched, focused or typed in, or
 * `watch` calls for it; then its code loads and React hydrates it in
 * place (the same DOM: nothing moves, focus and scroll stay). A tap on one of its buttons before that is held and given
 * again once it has hydrated, so the first tap is never lost.
 *
 * For parts below the fold that every visitor gets but few use at once (comments, the footer's newsletter form). React
 * keeps a Suspense boundary's server HTML while the code it waits for has not arrived; the island hands it the same
 * element until then (its props come from the server), as an update would make React drop that HTML. An island first
 * rendered in the browser (after a client-side navigation: no server HTML to show) loads at once.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  watch?: IslandWatch,
  { whenNear = true }: { whenNear?: boolean } = {},
): ComponentType<P> {
  // On the server, and in the browser for an island with no server HTML (after a client-side navigation), one lazy
  // component serves every instance: it loads at once, and a render that suspends and starts again finds the same one
  // (a new lazy per try would never resolve inside a navigation's transition).
  let sharedLazy: ComponentType<P & Live> | null = null;
  const sharedState = () => {
    sharedLazy ??= lazy(() => load().then((component) => ({ default: withLive(component) })));
    return { Lazy: sharedLazy, start: () => undefined, onLive: () => undefined, live: true, held: null as HTMLElement | null, tries: 0 };
  };
  const browserState = () => {
    let start: () => void = () => undefined;
    const wanted = new Promise<void>((resolve) => (start = resolve));
    const state = {
      Lazy: lazy(() => wanted.then(load).then((component) => ({ default: withLive(component) }))) as ComponentType<P & Live>,
      start,
      live: false,
      held: null as HTMLElement | null,
      tries: 0,
      onLive: () => {
        state.live = true;
        const held = state.held;
        state.held = null;
        if (held?.isConnected) held.click();
      },
    };
    return state;
  };

  // Rendered just before the island's code inside its boundary. React renders it once as it hydrates the page; a
  // second time only when an update reaches the boundary while it is still server HTML: a client-side navigation
  // changes contexts above every island, and React then must hydrate the boundary before it can finish the
  // navigation. So a second render loads the island's code at once (the navigation waits for it, not for a tap).
  function Wake({ state }: { state: { tries: number; start: () => void } }) {
    state.tries += 1;
    if (state.tries > 1) state.start();
    return null;
  }

  function Island(props: P) {
    const root = useRef<HTMLDivElement>(null);
    // True while React hydrates the server's HTML, false in a render of the browser's own.
    const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
    const [state] = useState(() => (typeof window === 'undefined' || !hydrating ? sharedState() : browserState()));

    useEffect(() => {
      const element = root.current;
      if (!element || state.live) return;
      const inside = (event: Event) => event.target instanceof Element && element.contains(event.target);
      const wake = (event: Event) => {
        if (inside(event)) state.start();
      };
      // On the window, in the capture phase: before React (listening on the document) sees the tap and drops it.
      const hold = (event: MouseEvent) => {
        if (state.live || !inside(event)) return;
        const control = (event.target as Element).closest<HTMLElement>(CONTROLS);
        if (!control || !element.contains(control)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        state.held = control;
        state.start();
      };
      const near =
        !whenNear || typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) state.start();
              },
              { rootMargin: NEAR_VIEW },
            );
      if (near) near.observe(element);
      else if (whenNear) state.start();
      const stopWatching = watch?.(state.start);
      const wakeOn = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
      for (const type of wakeOn) window.addEventListener(type, wake, true);
      window.addEventListener('click', hold, true);
      return () => {
        near?.disconnect();
        stopWatching?.();
        for (const type of wakeOn) window.removeEventListener(type, wake, true);
        window.removeEventListener('click', hold, true);
      };
    }, [state]);

    // The same element on a re-render with the same props (the hydration flag above changing): no update reaches the
    // boundary while it is still server HTML.
    return useMemo(
      () => (
        <div ref={root}>
          <Suspense fallback={null}>
            <Wake state={state} />
            <state.Lazy {...props} onLive={state.onLive} />
          </Suspense>
        </div>
      ),
      [state, props],
    );
  }
  return Island;
}

'use client';

import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';

type HeaderPopoverProps = {
  /** The button's content; its text is the button's name. */
  label: ReactNode;
  className?: string;
  buttonClassName: string;
  panelClassName: string;
  /** The panel's content, rendered only while open (nothing hidden in the HTML of every page). */
  children: ReactNode;
};

/**
 * A header dropdown (About / Bazaar / Fun, Shop By Categories): a disclosure button and a panel. Escape closes it and
 * returns focus to the button; a press outside, focus moving out, or following a link inside closes it too. Written
 * here rather than with Headless UI's Popover so the header — on every page — does not load that library up front.
 */
export function HeaderPopover({ label, className, buttonClassName, panelClassName, children }: HeaderPopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root && !root.contains(event.target as Node)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (root && next && !root.contains(next)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    <div ref={rootRef} className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {label}
      </button>
      {open ? (
        // Clicks here only close the panel after a link was followed; the links themselves are the controls.
        <div id={panelId} className={panelClassName} onClick={onPanelClick}>
          {children}
        </div>
      ) : null}
    </div>
  );
}

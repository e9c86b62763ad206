import type { Ref } from 'react';

/**
 * A form-level message: an error (announced at once) or a success/status note. Renders nothing when empty. With
 * `focusRef` it can take focus (tabIndex -1), so a form can bring its confirmation to the shopper's eyes.
 */
export function FormAlert({
  message,
  tone = 'error',
  id,
  focusRef,
}: {
  message: string | null | undefined;
  tone?: 'error' | 'success' | 'info';
  id?: string;
  focusRef?: Ref<HTMLParagraphElement>;
}) {
  if (!message) return null;
  const styles = {
    error: 'border-brand-200 bg-brand-50 text-brand-800',
    success: 'border-leaf-500/30 bg-leaf-500/10 text-leaf-700',
    info: 'border-cocoa-200 bg-cocoa-50 text-cocoa-900',
  }[tone];
  return (
    <p
      id={id}
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm ${styles} ${focusRef ? 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700' : ''}`}
    >
      {message}
    </p>
  );
}

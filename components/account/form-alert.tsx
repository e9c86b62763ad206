/** A form-level message: an error (announced at once) or a success/status note. Renders nothing when empty. */
export function FormAlert({ message, tone = 'error', id }: { message: string | null | undefined; tone?: 'error' | 'success' | 'info'; id?: string }) {
  if (!message) return null;
  const styles = {
    error: 'border-brand-200 bg-brand-50 text-brand-800',
    success: 'border-leaf-500/30 bg-leaf-500/10 text-leaf-700',
    info: 'border-cocoa-200 bg-cocoa-50 text-cocoa-900',
  }[tone];
  return (
    <p id={id} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${styles}`}>
      {message}
    </p>
  );
}

/** The account picture, or the name's first letter on a brand circle when there is none. */
export function Avatar({ name, src, size = 64 }: { name: string; src: string | null; size?: number }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- a user upload served by our own route, already small
    return <img src={src} alt="" width={size} height={size} className="shrink-0 rounded-full bg-cocoa-50 object-cover" style={{ width: size, height: size }} />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-display font-bold text-white"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
    >
      {initial}
    </span>
  );
}

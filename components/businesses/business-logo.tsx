import { initialsOf } from '@/lib/domain/art/business-logo';

/** A business's logo, or its initials on a plain badge when it has none. Decorative: the name is always beside it. */
export function BusinessLogo({ name, url, size = 56 }: { name: string; url: string | null; size?: number }) {
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are (SVG or a checked photo)
    return <img src={url} alt="" width={size} height={size} className="shrink-0 rounded-full border border-cocoa-100 bg-white object-cover" style={{ width: size, height: size }} />;
  }
  return (
    <span aria-hidden="true" className="flex shrink-0 items-center justify-center rounded-full bg-cocoa-100 font-display font-bold text-cocoa-800" style={{ width: size, height: size, fontSize: size / 3 }}>
      {initialsOf(name)}
    </span>
  );
}

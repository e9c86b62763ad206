import type { ReactionKind } from '@/lib/domain/engagement';

// The reactions drawn as small coloured SVGs rather than emoji: many phones and every headless browser lack an
// emoji font, and a box in place of a heart is worse than no icon at all.

const FACE = 'M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19Z';

const ICONS: Record<ReactionKind, React.JSX.Element> = {
  like: (
    <path
      fill="#2f6fdb"
      d="M2.5 10h3.5v10H2.5V10Zm5 0 4.2-7c1.6 0 2.6 1.2 2.2 2.8L13.2 9H19a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 20H7.5V10Z"
    />
  ),
  love: <path fill="#d81b4a" d="M12 21s-8.5-5.2-8.5-11.4A4.9 4.9 0 0 1 12 6.4a4.9 4.9 0 0 1 8.5 3.2C20.5 15.8 12 21 12 21Z" />,
  yum: (
    <>
      <path fill="#f5b301" d={FACE} />
      <path fill="#5b3a1a" d="M8 8.5a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6Zm8 0a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6ZM6.8 13.5h10.4a5.2 5.2 0 0 1-10.4 0Z" />
      <path fill="#e8456b" d="M12.5 15.5h3v2.2a1.5 1.5 0 0 1-3 0v-2.2Z" />
    </>
  ),
  wow: (
    <>
      <path fill="#f5b301" d={FACE} />
      <path fill="#5b3a1a" d="M8.3 7.5a1.4 1.6 0 1 1 0 3.2 1.4 1.6 0 0 1 0-3.2Zm7.4 0a1.4 1.6 0 1 1 0 3.2 1.4 1.6 0 0 1 0-3.2ZM12 13a2.4 3 0 1 1 0 6 2.4 3 0 0 1 0-6Z" />
    </>
  ),
  celebrate: (
    <>
      <path fill="#f28c28" d="m3 21 5-13 8 8-13 5Z" />
      <path fill="#7b2cbf" d="M14 3.5h1.8v3H14v-3Zm4.2 2.1 1.3 1.3-2.1 2.1-1.3-1.3 2.1-2.1ZM17.5 10h3v1.8h-3V10Z" />
      <path fill="#2a9d8f" d="M11 4.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm8 9a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
    </>
  ),
};

export function ReactionIcon({ kind, className = 'h-4 w-4' }: { kind: ReactionKind; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      {ICONS[kind]}
    </svg>
  );
}

'use client';

import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { socialIcons, ViberIcon, WhatsAppIcon } from '@/components/ui/icons';
import { shareLinks } from '@/lib/domain/blog';

const ICONS: Record<string, (p: { className?: string }) => React.JSX.Element> = {
  facebook: socialIcons.facebook!,
  x: socialIcons.twitter!,
  whatsapp: WhatsAppIcon,
  viber: ViberIcon,
};
const COLORS: Record<string, string> = { facebook: 'bg-[#1877f2]', x: 'bg-black', whatsapp: 'bg-[#128c4a]', viber: 'bg-[#665cac]' };

/** Facebook, X, WhatsApp and Viber share links, and copying the post's address. */
export function ShareLinks({ url, title, label = 'Share this post' }: { url: string; title: string; label?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied.', { id: 'copy-link' });
    } catch {
      toast.error('Your browser did not let us copy. Select the address bar and copy it from there.', { id: 'copy-link' });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={label}>
      {shareLinks(url, title).map((link) => {
        const Icon = ICONS[link.network]!;
        return (
        <a
          key={link.network}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          title={link.label}
          className={`inline-flex h-10 w-10 items-center justify-center rounded-full text-sm font-bold text-white ${COLORS[link.network]}`}
        >
          <Icon className="h-5 w-5" />
        </a>
        );
      })}
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex min-h-10 items-center rounded-full border border-cocoa-200 bg-white px-4 text-sm font-semibold text-cocoa-900 hover:border-brand-400"
      >
        Copy link
      </button>
    </div>
  );
}

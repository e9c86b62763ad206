import { socialIcons, ViberIcon, WhatsAppIcon } from '@/components/ui/icons';
import { shareLinks } from '@/lib/domain/blog';
import { CopyLinkButton } from './copy-link-button';

const ICONS: Record<string, (p: { className?: string }) => React.JSX.Element> = {
  facebook: socialIcons.facebook!,
  x: socialIcons.twitter!,
  whatsapp: WhatsAppIcon,
  viber: ViberIcon,
};
const COLORS: Record<string, string> = { facebook: 'bg-[#1877f2]', x: 'bg-black', whatsapp: 'bg-[#128c4a]', viber: 'bg-[#665cac]' };

/**
 * Facebook, X, WhatsApp and Viber share links, and copying the post's address. Rendered on the server: the links are
 * plain links, and only the copy button is client code.
 */
export function ShareLinks({ url, title, label = 'Share this post' }: { url: string; title: string; label?: string }) {
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
      <CopyLinkButton url={url} />
    </div>
  );
}

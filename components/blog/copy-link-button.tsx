'use client';

import { lazyToast as toast } from '@/components/ui/lazy-toast';

/** "Copy link": the page's address to the clipboard, and a toast saying whether it worked. */
export function CopyLinkButton({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied.', { id: 'copy-link' });
    } catch {
      toast.error('Your browser did not let us copy. Select the address bar and copy it from there.', { id: 'copy-link' });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex min-h-10 items-center rounded-full border border-cocoa-200 bg-white px-4 text-sm font-semibold text-cocoa-900 hover:border-brand-400"
    >
      Copy link
    </button>
  );
}

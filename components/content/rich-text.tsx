import Link from 'next/link';
import type { Block, Inline, RichDocument } from '@/lib/domain/rich-text';

// Renders a parsed rich-text document (lib/domain/rich-text.ts) on the server. Only these elements can come out:
// the text is React text, so nothing in the database can inject markup.

function Inlines({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.type) {
          case 'text':
            return node.text;
          case 'strong':
            return (
              <strong key={i} className="font-semibold text-cocoa-900">
                <Inlines nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <Inlines nodes={node.children} />
              </em>
            );
          case 'link':
            return (
              <Link key={i} href={node.href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                <Inlines nodes={node.children} />
              </Link>
            );
        }
      })}
    </>
  );
}

function RichBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <h2 id={block.id} className="mt-8 scroll-mt-24 font-display text-2xl font-bold text-cocoa-900">
          <Inlines nodes={block.children} />
        </h2>
      ) : (
        <h3 id={block.id} className="mt-6 scroll-mt-24 text-lg font-semibold text-cocoa-900">
          <Inlines nodes={block.children} />
        </h3>
      );
    case 'paragraph':
      return (
        <p className="mt-4 leading-7 text-gray-800">
          <Inlines nodes={block.children} />
        </p>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag className={`mt-4 space-y-2 pl-6 leading-7 text-gray-800 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inlines nodes={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote className="mt-6 border-l-4 border-saffron-400 bg-cocoa-50 px-4 py-3 text-lg italic text-cocoa-800">
          <Inlines nodes={block.children} />
        </blockquote>
      );
    case 'image':
      return (
        <figure className="mt-6">
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG art from /media, nothing to optimise */}
          <img src={block.src} alt={block.alt} loading="lazy" decoding="async" className="h-auto w-full rounded-2xl bg-cocoa-50" />
          {block.alt ? <figcaption className="mt-2 text-center text-sm text-gray-600">{block.alt}</figcaption> : null}
        </figure>
      );
  }
}

export function RichText({ doc, className }: { doc: RichDocument; className?: string }) {
  return (
    <div className={className}>
      {doc.map((block, i) => (
        <RichBlock key={i} block={block} />
      ))}
    </div>
  );
}

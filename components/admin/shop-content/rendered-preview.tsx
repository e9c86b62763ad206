/* eslint-disable @next/next/no-img-element -- the preview shows the typed picture path as the page will, at any size */

// What a banner, an offer or a menu will look like, drawn from the form as typed (a faithful sketch of the
// storefront's hero slide and menus, not the storefront's own components, which carry its page budget).

type Value = Record<string, unknown>;

const isLocalPicture = (src: unknown): src is string => typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');

export function RenderedPreview({ kind, form }: { kind: 'banner' | 'menus'; form: Value }) {
  if (kind === 'banner') {
    const image = form.image;
    return (
      <figure className="relative overflow-hidden rounded-lg bg-gray-800 text-white" aria-label="How the banner will look">
        {isLocalPicture(image) ? <img src={image} alt="" className="h-40 w-full object-cover opacity-80" /> : <div className="h-40 w-full" />}
        <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-3">
          <p className="text-lg font-bold">{String(form.title ?? '') || '(no title)'}</p>
          {form.subtitle ? <p className="text-sm">{String(form.subtitle)}</p> : null}
          {form.code ? <p className="mt-1 inline-block rounded bg-white px-2 text-xs font-bold text-gray-900">Code {String(form.code)}</p> : null}
          <p className="mt-1 text-xs underline">{String(form.link ?? '')}</p>
        </figcaption>
      </figure>
    );
  }
  const columns = ((form.menus ?? form.groups ?? []) as Value[]).map((menu) => ({
    title: String(menu.title ?? ''),
    links: ((menu.items ?? menu.links ?? []) as Value[]).map((l) => ({ title: String(l.title ?? ''), to: String(l.url ?? l.link ?? '') })),
  }));
  return (
    <div className="grid grid-cols-2 gap-2 rounded-lg bg-gray-900 p-3 text-sm text-gray-100 md:grid-cols-3" aria-label="How the menus will look">
      {columns.map((column, i) => (
        <div key={i}>
          <p className="font-bold">{column.title || '(no title)'}</p>
          <ul>
            {column.links.map((link, j) => (
              <li key={j} title={link.to}>
                {link.title || '(no text)'} <span className="text-xs text-gray-300">{link.to}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

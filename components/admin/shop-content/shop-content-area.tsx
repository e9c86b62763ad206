import Link from 'next/link';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/server/http/errors';
import { entryView, kindOverview, type KindOverview } from '@/lib/server/services/content-shop';
import { ContentEditor } from './content-editor';
import { KIND_SPECS } from './field-specs';

// One area of /admin/content (banners, menus, not-found, campaigns, prizes, causes): each kind's live entries and
// unpublished drafts in a dense table, and, when one is chosen (?edit=<kind>:<key>), its editor with the preview.

type Props = { title: string; intro: string; path: string; kinds: string[]; edit?: string | string[] };

function parseEdit(edit: Props['edit'], kinds: string[]): { kind: string; key: string } | null {
  if (typeof edit !== 'string') return null;
  const at = edit.indexOf(':');
  const kind = edit.slice(0, at);
  const key = edit.slice(at + 1);
  return at > 0 && kinds.includes(kind) && key ? { kind, key } : null;
}

function KindTable({ overview, path }: { overview: KindOverview; path: string }) {
  const drafts = new Set(overview.drafts.map((d) => d.key));
  const newDrafts = overview.drafts.filter((d) => d.isNew);
  const spec = KIND_SPECS[overview.kind]!;
  return (
    <section aria-labelledby={`kind-${overview.kind}`} className="rounded-lg border border-gray-200 bg-white">
      <div className="flex flex-wrap items-center gap-2 border-b border-gray-200 px-3 py-2">
        <h2 id={`kind-${overview.kind}`} className="text-base font-bold">
          {overview.label}
          {overview.singletonKey ? '' : 's'}
        </h2>
        {spec.blank ? (
          <Link href={`${path}?edit=${overview.kind}:new`} className="ml-auto rounded-md border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-800">
            New {overview.label.toLowerCase()}
          </Link>
        ) : null}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{overview.label}: live versions and unpublished drafts</caption>
          <thead className="bg-gray-50 text-xs text-gray-600">
            <tr>
              <th scope="col" className="px-3 py-1.5 uppercase">Name</th>
              <th scope="col" className="px-3 py-1.5 uppercase">Live</th>
              <th scope="col" className="px-3 py-1.5 uppercase">Draft</th>
              <th scope="col" className="px-3 py-1.5 uppercase">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {newDrafts.map((d) => (
              <tr key={d.key} className="border-t border-gray-100">
                <th scope="row" className="px-3 py-1.5 font-medium">New {overview.label.toLowerCase()}</th>
                <td className="px-3 py-1.5 text-gray-600">Not published yet</td>
                <td className="px-3 py-1.5 font-semibold text-amber-900">Draft</td>
                <td className="px-3 py-1.5 text-right">
                  <Link href={`${path}?edit=${overview.kind}:${d.key}`} className="text-brand-700 underline">
                    Edit<span className="sr-only"> the new {overview.label.toLowerCase()} draft</span>
                  </Link>
                </td>
              </tr>
            ))}
            {overview.live.map((entry) => (
              <tr key={entry.key} className="border-t border-gray-100 align-top">
                <th scope="row" className="px-3 py-1.5 font-medium">{entry.title}</th>
                <td className="px-3 py-1.5 text-gray-700">{entry.detail}</td>
                <td className="px-3 py-1.5">{drafts.has(entry.key) ? <span className="font-semibold text-amber-900">Unpublished changes</span> : '—'}</td>
                <td className="px-3 py-1.5 text-right">
                  <Link href={`${path}?edit=${overview.kind}:${entry.key}`} className="text-brand-700 underline">
                    Edit<span className="sr-only"> {entry.title}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

async function Editor({ kind, draftKey, path }: { kind: string; draftKey: string; path: string }) {
  const spec = KIND_SPECS[kind]!;
  if (draftKey === 'new') {
    if (!spec.blank) notFound();
    return <ContentEditor spec={spec} draftKey="new" initial={spec.blank} hasDraft={false} initialPreview={[]} backHref={path} />;
  }
  const view = await entryView(kind, draftKey).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  const initial = (view.draft?.data ?? view.live ?? spec.blank ?? {}) as Record<string, unknown>;
  return <ContentEditor key={draftKey} spec={spec} draftKey={draftKey} initial={initial} hasDraft={view.draft !== null} initialPreview={view.preview} backHref={path} />;
}

export async function ShopContentArea({ title, intro, path, kinds, edit }: Props) {
  const chosen = parseEdit(edit, kinds);
  const overviews = await Promise.all(kinds.map((kind) => kindOverview(kind)));
  return (
    <div className="mx-auto max-w-[1800px] space-y-4">
      <ContentTabs />
      <div>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="text-sm text-gray-700">{intro} Every change is a draft the shop does not show until you publish it; each publication is recorded.</p>
      </div>
      {chosen ? (
        <section aria-labelledby="editing-heading" className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="editing-heading" className="text-lg font-bold">
              Editing: {KIND_SPECS[chosen.kind]!.label}
            </h2>
            <Link href={path} className="text-sm text-brand-700 underline">
              Back to the list
            </Link>
          </div>
          <Editor kind={chosen.kind} draftKey={chosen.key} path={path} />
        </section>
      ) : null}
      {overviews.map((overview) => (
        <KindTable key={overview.kind} overview={overview} path={path} />
      ))}
    </div>
  );
}

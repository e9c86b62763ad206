import type { Metadata } from 'next';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { JobPostingForm } from '@/components/admin/content/job-posting-form';
import { PreviewFrame } from '@/components/admin/content/preview-frame';
import { RichText } from '@/components/content/rich-text';
import { parseRichText } from '@/lib/domain/rich-text';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { fillPageText } from '@/lib/server/services/pages/shop-pages';
import type { JobPostingDraft } from '@/lib/validation/editorial';
import { editedData, itemFromPath } from '../../_item';

// One careers posting (or a new one at /admin/content/careers/new): the editor and its text as /career/{id} shows it.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit careers posting' };

const DAY = 24 * 60 * 60 * 1000;
/** A new posting opens now and closes in 30 days unless the editor says otherwise (a server render, once per request). */
const requestTime = () => Date.now();

export default async function EditCareerPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  await requireStaffPage('content.manage', `/admin/content/careers/${key}`);
  const item = await itemFromPath<JobPostingDraft>('job-posting', key);
  const now = requestTime();
  const data: JobPostingDraft = editedData(item) ?? {
    title: '',
    slug: '',
    department: '',
    location: 'Kathmandu',
    employmentType: 'full-time',
    salaryMinRupees: null,
    salaryMaxRupees: null,
    summary: '',
    body: '',
    opensAt: new Date(now).toISOString(),
    closesAt: new Date(now + 30 * DAY).toISOString(),
    status: 'open',
  };
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <div>
        <h1 className="text-xl font-bold">{item ? `Posting: ${data.title}` : 'New careers posting'}</h1>
        <p className="text-sm text-gray-700">{item?.draft ? 'A draft waits: /careers shows the published posting until you publish it.' : 'Saving makes a draft; /careers changes when you publish.'}</p>
      </div>
      <JobPostingForm key={item?.draft?.updatedAt ?? 'live'} itemKey={item ? key : null} initial={data} hasDraft={Boolean(item?.draft)} />
      {item?.draft ? (
        <PreviewFrame label="Preview of the posting’s text" href={/^\d+$/.test(key) ? `/career/${key}` : null}>
          <div className="max-w-3xl p-4">
            <h2 className="font-display text-2xl font-bold text-cocoa-900">{data.title}</h2>
            <p className="mt-2 text-gray-800">{data.summary}</p>
            <RichText doc={parseRichText(fillPageText(data.body))} className="mt-2" />
          </div>
        </PreviewFrame>
      ) : null}
    </div>
  );
}

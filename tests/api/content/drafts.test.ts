import { and, eq } from 'drizzle-orm';
import { auditLog, contentPublications } from '@/lib/server/db/schema';
import { auditScope } from '@/lib/server/services/audit/record';
import { discardDraft, getDraft, newDraftKey, publishDraft, saveDraft } from '@/lib/server/services/content-drafts';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';

// Draft, then publish (issue 25): the mechanism every kind of content goes through. A kind's own tests (FAQ, banners,
// blog posts…) show what a publication changes on the storefront; these show what holds for all of them.

const { db } = useTestDatabase();

type Note = { title: string };
const parse = (data: unknown) => data as Note;

describe('content drafts', () => {
  it('keeps a draft whole until it is published; publishing records who, when and what, and removes the draft', async () => {
    const editor = await newStaffMember('editor');
    const key = newDraftKey();
    const applied: Note[] = [];
    const actor = { userId: editor.id, role: 'editor' };
    await auditScope(actor, () => saveDraft<Note>('test-note', key, { title: 'First words' }));
    await auditScope(actor, () => saveDraft<Note>('test-note', key, { title: 'Better words' }));
    expect((await getDraft('test-note', key, parse))?.data).toEqual({ title: 'Better words' });

    await auditScope(actor, () =>
      publishDraft('test-note', key, parse, async (_tx, data) => {
        applied.push(data);
        return { entityId: 7, before: null, after: data, summary: `Published ${data.title}` };
      }),
    );
    expect(applied).toEqual([{ title: 'Better words' }]);
    expect(await getDraft('test-note', key, parse)).toBeNull();
    const publications = await db().select().from(contentPublications).where(and(eq(contentPublications.kind, 'test-note'), eq(contentPublications.entityId, '7')));
    expect(publications).toHaveLength(1);
    expect(publications[0]).toMatchObject({ publishedBy: editor.id, data: { title: 'Better words' } });
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'test-note.publish'), eq(auditLog.staffUserId, editor.id)));
    expect(entry).toMatchObject({ entity: 'test-note', entityId: '7', summary: 'Published Better words', after: { title: 'Better words' } });
  });

  it('two editors pressing Publish at once publish once; the other is told there is nothing left to publish', async () => {
    const key = newDraftKey();
    await saveDraft<Note>('test-note', key, { title: 'Once' });
    let applies = 0;
    const publish = () =>
      publishDraft('test-note', key, parse, async () => {
        applies += 1;
        return { entityId: key, before: null, after: null, summary: 'once' };
      }).then(
        () => 'published',
        (error: { status?: number; code?: string }) => `${error.status} ${error.code}`,
      );
    const outcomes = await Promise.all([publish(), publish(), publish()]);
    expect(outcomes.sort()).toEqual(['409 no_draft', '409 no_draft', 'published']);
    expect(applies).toBe(1);
  });

  it('a publication whose apply fails changes nothing: the draft stays, nothing is recorded', async () => {
    const key = newDraftKey();
    await saveDraft<Note>('test-note', key, { title: 'Broken' });
    await expect(
      publishDraft('test-note', key, parse, async () => {
        throw new Error('the live row refused it');
      }),
    ).rejects.toThrow('the live row refused it');
    expect((await getDraft('test-note', key, parse))?.data).toEqual({ title: 'Broken' });
    expect(await db().select().from(contentPublications).where(eq(contentPublications.entityId, key))).toHaveLength(0);
    expect(await discardDraft('test-note', key)).toBe(true);
    expect(await discardDraft('test-note', key)).toBe(false);
  });
});

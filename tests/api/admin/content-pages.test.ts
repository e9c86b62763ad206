import { eq } from 'drizzle-orm';
import { GET as aboutUsRoute } from '@/app/api/V2/about-us/route';
import { GET as faqRoute } from '@/app/api/V2/faq/route';
import { faqGroups, faqs, shopPages } from '@/lib/server/db/schema';
import { getShopPage } from '@/lib/server/services/pages';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { auditEntry, editorial, expectContentRoles, publicationsOf, staff } from './content-support';

// The shop's pages and the FAQ in the back office (/admin/content, issue 25). An editor's change is a draft: the
// storefront (the page, GET about-us, GET faq) keeps the live text until Publish; publishing writes it, records the
// publication and an audit entry, and clears the 'content' cache; Discard throws the draft away.

const { db } = useTestDatabase();

const aboutId = async () => (await db().select({ id: shopPages.id }).from(shopPages).where(eq(shopPages.slug, 'aboutus')))[0]!.id;
const aboutApi = async () => (await callRoute(aboutUsRoute, { url: '/api/V2/about-us' })).body.data.page as { title: string; body: string; summary: string };
type FaqGroupBody = { slug: string; title: string; items: Array<{ id: number; question: string; answer: string }> };
const faqApi = async () => (await callRoute(faqRoute, { url: '/api/V2/faq' })).body.data.faqs as FaqGroupBody[];
const allQuestions = async () => (await faqApi()).flatMap((g) => g.items.map((i) => i.question));

const ABOUT = { title: 'About Upahar Ghar', summary: 'Bakers in Kathmandu since 2012.', body: '## Our story\n\nOrders before {{sameDayCutoff}} go out **today**.' };

describe('shop pages (admin/editorial/shop-page)', () => {
  it('a saved draft leaves the page as it is; Publish puts it live, records who published it, and the draft is gone', async () => {
    const editor = await staff('editor');
    const key = String(await aboutId());
    const before = await aboutApi();

    const saved = await editorial.save(editor, 'shop-page', key, ABOUT);
    expect(saved.status).toBe(200);
    expect(saved.body.data.draft).toMatchObject({ key, isNew: false, data: ABOUT });
    // The storefront still reads the live page: the API, and the service its page renders from.
    expect(await aboutApi()).toMatchObject({ title: before.title, body: before.body });
    expect((await getShopPage('about')).summary).toBe(before.summary);
    // The editor's screen has both.
    const opened = await editorial.open(editor, 'shop-page', key);
    expect(opened.body.data.item).toMatchObject({ live: { title: before.title }, draft: { data: { summary: ABOUT.summary } } });

    const published = await editorial.publish(editor, 'shop-page', key);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ kind: 'shop-page', id: key });
    const live = await aboutApi();
    expect(live).toMatchObject({ title: ABOUT.title, summary: ABOUT.summary });
    expect(live.body).toContain('Orders before 6:00 pm go out **today**.');
    expect((await editorial.open(editor, 'shop-page', key)).body.data.item.draft).toBeNull();
    expect(await publicationsOf('shop-page', key)).toEqual([expect.objectContaining({ publishedBy: editor.id })]);
    expect(await auditEntry('shop-page.publish', editor.id)).toMatchObject({ entity: 'shop-page', entityId: key, after: expect.objectContaining({ summary: ABOUT.summary }) });
    expect(await auditEntry('shop-page.draft', editor.id)).not.toBeNull();
  });

  it('publishing twice: the second is told there is nothing to publish (409), also when two press Publish at once', async () => {
    const manager = await staff('manager');
    const key = String(await aboutId());
    await editorial.save(manager, 'shop-page', key, { ...ABOUT, title: 'About us, once' });
    const outcomes = await concurrently([1, 2, 3], 3, () => editorial.publish(manager, 'shop-page', key));
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 409, 409]);
    expect(outcomes.find((o) => o.status === 409)!.body.error.code).toBe('no_draft');
    expect((await aboutApi()).title).toBe('About us, once');
  });

  it('Discard throws the draft away and the page is untouched; discarding again is a 409', async () => {
    const owner = await staff('owner');
    const key = String(await aboutId());
    const live = await aboutApi();
    await editorial.save(owner, 'shop-page', key, { ...ABOUT, title: 'Never published' });
    const discarded = await editorial.discard(owner, 'shop-page', key);
    expect(discarded.status).toBe(200);
    expect((await editorial.open(owner, 'shop-page', key)).body.data.item.draft).toBeNull();
    expect((await aboutApi()).title).toBe(live.title);
    expect((await editorial.publish(owner, 'shop-page', key)).status).toBe(409);
    expect((await editorial.discard(owner, 'shop-page', key)).status).toBe(409);
    expect(await auditEntry('shop-page.discard', owner.id)).toMatchObject({ summary: 'Draft discarded: Never published' });
  });

  it('sanitises the text when it is saved and again when it is published: no script, no event handler, no link off the shop', async () => {
    const editor = await staff('editor');
    const key = String(await aboutId());
    const body = [
      '## Hello <script>alert(1)</script>',
      '',
      'Read <img src=x onerror="alert(2)">[our terms](/termsconditions) and [a phish](https://evil.example/x) or [this](javascript:steal).',
      '',
      '<iframe src="https://evil.example"></iframe><b onclick="steal()">Bold words</b>',
    ].join('\n');
    const saved = await editorial.save(editor, 'shop-page', key, { title: 'About <i>us</i>', summary: 'Plain.', body });
    expect(saved.status).toBe(200);
    const kept = saved.body.data.draft.data as typeof ABOUT;
    expect(kept.title).toBe('About us');
    for (const bad of ['<script', 'alert(1)', 'onerror', 'alert(2)', 'javascript:', 'steal', 'evil.example', '<iframe', 'onclick', '<b']) expect(kept.body).not.toContain(bad);
    expect(kept.body).toBe('## Hello\n\nRead [our terms](/termsconditions) and a phish or this.\n\nBold words');
    // A draft written straight into the table (not through the API) is sanitised again on its way out.
    const { saveDraft } = await import('@/lib/server/services/content-drafts');
    await saveDraft('shop-page', key, { title: 'About', summary: '', body: 'Hi <svg onload="alert(4)"></svg>there' });
    expect((await editorial.publish(editor, 'shop-page', key)).status).toBe(200);
    expect((await aboutApi()).body).toBe('Hi there');
  });

  it('refuses bad input by field (400) and a placeholder no rule fills; an unknown page is 404 and pages cannot be added (405)', async () => {
    const editor = await staff('editor');
    const key = String(await aboutId());
    const bad = await editorial.save(editor, 'shop-page', key, { title: '', summary: 'x'.repeat(301), body: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['body', 'summary', 'title']);
    const token = await editorial.save(editor, 'shop-page', key, { ...ABOUT, body: 'Free above {{freeDelivery}}.' });
    expect(token.status).toBe(400);
    expect(token.body.error.fields.body).toBe('Unknown placeholder {{freeDelivery}}.');
    expect((await editorial.save(editor, 'shop-page', '999999', ABOUT)).status).toBe(404);
    expect((await editorial.create(editor, 'shop-page', ABOUT)).status).toBe(405);
    expect((await editorial.save(editor, 'no-such-kind', key, ABOUT)).status).toBe(404);
  });

  it('editor, manager and owner may edit pages; kitchen and support are refused; customers and visitors find nothing', async () => {
    const key = String(await aboutId());
    await expectContentRoles((who) => editorial.save(who, 'shop-page', key, ABOUT));
  });
});

describe('the FAQ (admin/editorial/faq, faq-group)', () => {
  const firstGroup = async () => (await db().select().from(faqGroups).orderBy(faqGroups.position).limit(1))[0]!;

  it('a new answer is a draft the FAQ does not show; published, it appears in its topic', async () => {
    const editor = await staff('editor');
    const group = await firstGroup();
    const question = 'Can I pay with a Nepali debit card?';
    const created = await editorial.create(editor, 'faq', { groupId: group.id, question, answer: 'Yes: *any* card with **SCT** or Visa.', position: 0 });
    expect(created.status).toBe(201);
    const key = created.body.data.draft.key as string;
    expect(key).toMatch(/^new-/);
    expect(await allQuestions()).not.toContain(question);
    // The tab lists it as new.
    const listed = await editorial.list(editor, 'faq');
    expect(listed.body.data.items[0]).toMatchObject({ key, title: question, state: 'new', hasDraft: true });

    const published = await editorial.publish(editor, 'faq', key);
    expect(published.status).toBe(200);
    const id = Number(published.body.data.id);
    const topic = (await faqApi()).find((g) => g.slug === group.slug)!;
    expect(topic.items.find((item) => item.id === id)).toMatchObject({ question, answer: 'Yes: *any* card with **SCT** or Visa.' });
    // The new key's draft is gone: a second Publish has nothing to publish.
    expect((await editorial.publish(editor, 'faq', key)).status).toBe(409);
    expect(await auditEntry('faq.publish', editor.id)).toMatchObject({ entityId: String(id), summary: `FAQ answer added: ${question}` });
  });

  it('an edited answer shows its old text until published, Discard keeps it, and a removal is a draft too', async () => {
    const manager = await staff('manager');
    const [row] = await db().select().from(faqs).limit(1);
    const key = String(row!.id);
    const edit = { groupId: row!.groupId, question: row!.question, answer: 'A new answer, not yet live.', position: row!.position };
    expect((await editorial.save(manager, 'faq', key, edit)).status).toBe(200);
    const answerNow = async () => (await faqApi()).flatMap((g) => g.items).find((i) => i.id === row!.id)?.answer;
    expect(await answerNow()).toBe(row!.answer);
    expect((await editorial.publish(manager, 'faq', key)).status).toBe(200);
    expect(await answerNow()).toBe('A new answer, not yet live.');

    // Discard: the draft goes, the published answer stays as it is.
    expect((await editorial.save(manager, 'faq', key, { ...edit, answer: 'Thrown away.' })).status).toBe(200);
    expect((await editorial.discard(manager, 'faq', key)).status).toBe(200);
    expect(await answerNow()).toBe('A new answer, not yet live.');
    expect((await editorial.publish(manager, 'faq', key)).status).toBe(409);

    expect((await editorial.save(manager, 'faq', key, { ...edit, remove: true })).status).toBe(200);
    expect(await answerNow()).toBeDefined();
    expect((await editorial.publish(manager, 'faq', key)).status).toBe(200);
    expect(await answerNow()).toBeUndefined();
  });

  it('a new topic is published through a draft too, and an answer must name a topic that exists', async () => {
    const owner = await staff('owner');
    const created = await editorial.create(owner, 'faq-group', { title: 'Corporate orders', position: 99 });
    expect(created.status).toBe(201);
    const topic = await editorial.publish(owner, 'faq-group', created.body.data.draft.key);
    expect(topic.status).toBe(200);
    const answer = await editorial.create(owner, 'faq', { groupId: Number(topic.body.data.id), question: 'Do you invoice companies?', answer: 'Yes, with PAN.', position: 0 });
    await editorial.publish(owner, 'faq', answer.body.data.draft.key);
    const groups = await faqApi();
    expect(groups[groups.length - 1]).toMatchObject({ slug: 'corporate-orders', title: 'Corporate orders', items: [{ question: 'Do you invoice companies?' }] });
    const missing = await editorial.create(owner, 'faq', { groupId: 999999, question: 'Where does this go?', answer: 'Nowhere.', position: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ groupId: 'Choose one of the topics.' });
    const bad = await editorial.create(owner, 'faq', { groupId: 'x', question: 'Why', answer: '', position: -1 });
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['answer', 'groupId', 'position', 'question']);
  });

  it('roles: editor, manager and owner write the FAQ; kitchen and support 403; customer and visitor 404', async () => {
    const group = await firstGroup();
    await expectContentRoles((who) => editorial.create(who, 'faq', { groupId: group.id, question: 'Who may write this?', answer: 'Editors.', position: 5 }), 201);
  });
});

import { GET as homePage } from '@/app/api/V2/home-page/route';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { newSignedInUser, newStaffMember } from '../support/users';
import { auditEntries, discard, entry, kathmanduMinute, overview, publish, saveAndPublish, saveDraft } from './content-shop-support';

// Banners, offers and the home page's featured sections (issue 25): an editor's change is a draft the shopper does
// not see; publishing puts it on the home page at once (within its Kathmandu window), is recorded, and happens once.

useTestDatabase();
jest.setTimeout(60_000);

type Home = { banners: Array<{ id: number; title: string; link: string }>; offers: Array<{ id: number; title: string; code: string | null }>; loadedCategories: Array<{ category: { title: string } }> };
const home = async (): Promise<Home> => (await callRoute(homePage, { url: '/api/V2/home-page' })).body.data.data as Home;

const banner = (title: string, extra: Record<string, unknown> = {}) => ({
  placement: 'home-hero',
  image: '/media/banners/tihar.svg',
  title,
  subtitle: 'Sweets and cakes for Bhai Tika',
  link: '/category/cakes',
  position: 0,
  isActive: true,
  startsAt: '',
  endsAt: '',
  ...extra,
});

describe('home banners', () => {
  it('a new banner is a draft the home page does not show; published, it shows at once and the publication is recorded', async () => {
    const editor = await newStaffMember('editor');
    const saved = await saveDraft(editor, 'banner', 'new', banner('Tihar sweets, delivered'));
    expect(saved.status).toBe(200);
    const { key, preview } = saved.body.data as { key: string; preview: Array<{ label: string; value: string }> };
    expect(key).toMatch(/^new-/);
    expect(preview).toContainEqual({ label: 'Leads to', value: '/category/cakes' });
    expect((await home()).banners.map((b) => b.title)).not.toContain('Tihar sweets, delivered');
    // The editor's list shows the unpublished change.
    expect((await overview(editor, 'banner')).body.data.drafts).toContainEqual(expect.objectContaining({ key, isNew: true }));

    const published = await publish(editor, 'banner', key);
    expect(published.status).toBe(200);
    const id = (published.body.data as { entityId: number }).entityId;
    expect((await home()).banners).toContainEqual(expect.objectContaining({ id, title: 'Tihar sweets, delivered', link: '/category/cakes' }));
    const [audit] = await auditEntries('banner.publish', id);
    expect(audit).toMatchObject({ staffUserId: editor.id, summary: 'New banner “Tihar sweets, delivered” on home-hero' });
    expect((await entry(editor, 'banner', String(id))).body.data.publications).toHaveLength(1);

    // Pressing Publish again: nothing left to publish.
    const again = await publish(editor, 'banner', key);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('no_draft');
  });

  it('an edit of a live banner stays a draft until published; a discarded draft leaves the live banner as it was', async () => {
    const manager = await newStaffMember('manager');
    const { entityId: id } = await saveAndPublish(manager, 'banner', 'new', banner('Before the edit'));
    const key = String(id);
    expect((await saveDraft(manager, 'banner', key, banner('After the edit'))).status).toBe(200);
    expect((await home()).banners.find((b) => b.id === id)?.title).toBe('Before the edit');
    const view = (await entry(manager, 'banner', key)).body.data;
    expect(view.live.title).toBe('Before the edit');
    expect(view.draft.data.title).toBe('After the edit');

    expect((await discard(manager, 'banner', key)).status).toBe(200);
    expect((await discard(manager, 'banner', key)).status).toBe(409);
    expect((await publish(manager, 'banner', key)).status).toBe(409);
    expect((await home()).banners.find((b) => b.id === id)?.title).toBe('Before the edit');

    await saveAndPublish(manager, 'banner', key, banner('After the edit'));
    expect((await home()).banners.find((b) => b.id === id)?.title).toBe('After the edit');
  });

  it('shows a banner only inside its Kathmandu window, typed to the minute', async () => {
    const owner = await newStaffMember('owner');
    const { entityId: later } = await saveAndPublish(owner, 'banner', 'new', banner('Starts in an hour', { startsAt: kathmanduMinute(60), endsAt: kathmanduMinute(120) }));
    const { entityId: now } = await saveAndPublish(owner, 'banner', 'new', banner('Running now', { startsAt: kathmanduMinute(-5), endsAt: kathmanduMinute(60) }));
    const { entityId: over } = await saveAndPublish(owner, 'banner', 'new', banner('Over', { startsAt: kathmanduMinute(-120), endsAt: kathmanduMinute(-1) }));
    const ids = (await home()).banners.map((b) => b.id);
    expect(ids).toContain(now);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(over);
  });

  it('refuses a window that ends before it starts, a link that leads nowhere and a picture from another site (400 with fields)', async () => {
    const editor = await newStaffMember('editor');
    const bad = await saveDraft(editor, 'banner', 'new', banner('Bad', { startsAt: kathmanduMinute(60), endsAt: kathmanduMinute(30), link: '/categroy/cakes', image: 'https://cdn.example.com/a.jpg' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['endsAt', 'image', 'link']);
    expect(bad.body.error.fields.endsAt).toBe('The end must be after the start.');
    for (const link of ['http://example.com', '//evil.example', 'javascript:alert(1)', 'category/cakes']) {
      const refused = await saveDraft(editor, 'banner', 'new', banner('Bad link', { link }));
      expect({ link, status: refused.status, field: refused.body.error?.fields?.link }).toEqual({ link, status: 400, field: expect.stringContaining('A page of the shop') });
    }
    for (const link of ['/', '/category/cakes?sort=new', '/product/black-forest', 'https://www.facebook.com/upaharghar']) {
      expect({ link, status: (await saveDraft(editor, 'banner', 'new', banner('Good link', { link }))).status }).toEqual({ link, status: 200 });
    }
    expect((await saveDraft(editor, 'banner', 'new', banner('Bad time', { startsAt: '2026-02-31T10:00' }))).body.error.fields.startsAt).toMatch(/Kathmandu/);
  });

  it('an unknown banner or kind is a 404', async () => {
    const editor = await newStaffMember('editor');
    expect((await saveDraft(editor, 'banner', '999999', banner('Nobody'))).status).toBe(404);
    expect((await entry(editor, 'banner', '999999')).status).toBe(404);
    expect((await overview(editor, 'no-such-kind')).status).toBe(404);
  });

  it('editor, manager and owner may; kitchen and support get 403; a customer and a visitor find nothing (404)', async () => {
    const outcome = async (role: StaffRole) => (await saveDraft(await newStaffMember(role), 'banner', 'new', banner(`By ${role}`))).status;
    expect(await outcome('editor')).toBe(200);
    expect(await outcome('manager')).toBe(200);
    expect(await outcome('owner')).toBe(200);
    expect(await outcome('kitchen')).toBe(403);
    expect(await outcome('support')).toBe(403);
    const shopper = await newSignedInUser('shopper', 'Sushila Customer');
    expect((await saveDraft({ headers: { authorization: `Bearer ${shopper.token}` } }, 'banner', 'new', banner('By a customer'))).status).toBe(404);
    expect((await saveDraft(null, 'banner', 'new', banner('By a visitor'))).status).toBe(404);
  });
});

describe('home offers and featured sections', () => {
  it('an offer with a code shows on the home page once published, not as a draft; its window holds', async () => {
    const editor = await newStaffMember('editor');
    const offer = { title: 'Dashain 15% off', subtitle: 'On every cake', image: '/media/offers/dashain.svg', link: '/category/cakes', code: 'dashain15', position: 0, isActive: true, startsAt: '', endsAt: '' };
    const saved = await saveDraft(editor, 'offer', 'new', offer);
    expect(saved.status).toBe(200);
    expect((await home()).offers.map((o) => o.title)).not.toContain('Dashain 15% off');
    const published = await publish(editor, 'offer', saved.body.data.key);
    const id = published.body.data.entityId as number;
    expect((await home()).offers).toContainEqual(expect.objectContaining({ id, title: 'Dashain 15% off', code: 'DASHAIN15' }));
    await saveAndPublish(editor, 'offer', String(id), { ...offer, startsAt: kathmanduMinute(30) });
    expect((await home()).offers.map((o) => o.id)).not.toContain(id);
    const bad = await saveDraft(editor, 'offer', String(id), { ...offer, startsAt: kathmanduMinute(30), endsAt: kathmanduMinute(30) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ endsAt: 'The end must be after the start.' });
  });

  it('reordering the featured categories changes the home page only when published', async () => {
    const editor = await newStaffMember('editor');
    const live = (await entry(editor, 'home-sections', 'home')).body.data.live as { sections: Array<{ categoryId: number; title: string }> };
    expect(live.sections.length).toBeGreaterThan(1);
    const reversed = { sections: [...live.sections].reverse() };
    const before = (await home()).loadedCategories.map((s) => s.category.title);
    expect((await saveDraft(editor, 'home-sections', 'home', reversed)).status).toBe(200);
    expect((await home()).loadedCategories.map((s) => s.category.title)).toEqual(before);
    expect((await publish(editor, 'home-sections', 'home')).status).toBe(200);
    expect((await home()).loadedCategories.map((s) => s.category.title)).toEqual([...before].reverse());

    const unknown = await saveDraft(editor, 'home-sections', 'home', { sections: [{ categoryId: 999999, title: 'Nothing' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ 'sections.0.categoryId': 'No such category.' });
  });
});

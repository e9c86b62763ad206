import { GET as errorPage } from '@/app/api/V2/error-page/route';
import { GET as headerFooter } from '@/app/api/V2/header-footer/route';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { auditEntries, entry, publish, saveDraft } from './content-shop-support';
import type { FooterForm, MenusForm, NotFoundForm } from '@/lib/validation/content-shop';

// The header's menus, the footer and the not-found page (issue 25): edited as a whole (add, edit, reorder, remove
// links), a draft until published, every link leading somewhere real.

useTestDatabase();
jest.setTimeout(60_000);

const layout = async () => (await callRoute(headerFooter, { url: '/api/V2/header-footer' })).body.data;

describe('header menus', () => {
  it('a link added, one removed and the order changed show in the header only once published', async () => {
    const editor = await newStaffMember('editor');
    const live = (await entry(editor, 'header-menus', 'header')).body.data.live as MenusForm;
    const about = live.menus.find((m) => m.key === 'about')!;
    const [first, ...rest] = about.items;
    const edited: MenusForm = {
      ...live,
      menus: live.menus.map((m) => (m.key === 'about' ? { ...m, items: [{ title: 'Our bakers', url: '/aboutus#bakers' }, ...rest.reverse()] } : m)),
    };
    expect((await saveDraft(editor, 'header-menus', 'header', edited)).status).toBe(200);
    expect((await layout()).header.topMenu.about.items).toEqual(about.items);

    expect((await publish(editor, 'header-menus', 'header')).status).toBe(200);
    const shown = (await layout()).header.topMenu.about.items as Array<{ title: string; url: string }>;
    expect(shown[0]).toEqual({ title: 'Our bakers', url: '/aboutus#bakers' });
    expect(shown).not.toContainEqual(first);
    expect(shown.slice(1)).toEqual([...rest]);
    expect(await auditEntries('header-menus.publish', 'header')).toHaveLength(1);
  });

  it('refuses a link to a page the shop does not have or an insecure address (400, by field)', async () => {
    const editor = await newStaffMember('editor');
    const live = (await entry(editor, 'header-menus', 'header')).body.data.live as MenusForm;
    const bad = { ...live, menus: live.menus.map((m, i) => (i === 0 ? { ...m, items: [{ title: 'Typo', url: '/abuotus' }, { title: 'Old', url: 'http://upahar.example' }] } : m)) };
    const refused = await saveDraft(editor, 'header-menus', 'header', bad);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(['menus.0.items.0.url', 'menus.0.items.1.url']);
  });

  it('two editors publishing the same draft at once publish it once', async () => {
    const [a, b] = [await newStaffMember('editor'), await newStaffMember('manager')];
    const live = (await entry(a, 'header-menus', 'header')).body.data.live as MenusForm;
    await saveDraft(a, 'header-menus', 'header', live);
    const statuses = await concurrently([a, b, a], 3, (who) => publish(who, 'header-menus', 'header').then((r) => r.status));
    expect(statuses.sort()).toEqual([200, 409, 409]);
    const menus = (await layout()).header.topMenu;
    expect(menus.about.items).toEqual(live.menus.find((m) => m.key === 'about')!.items); // written once, not doubled
  });
});

describe('footer', () => {
  it('phones, a new link column and social links change in the footer only once published', async () => {
    const manager = await newStaffMember('manager');
    const live = (await entry(manager, 'footer', 'footer')).body.data.live as FooterForm;
    const edited: FooterForm = {
      ...live,
      phones: [{ type: 'mobile', value: '9801234567', platform: 'whatsapp' }, ...live.phones],
      groups: [...live.groups, { title: 'Festivals', links: [{ title: 'Tihar gifts', link: '/category/cakes' }] }],
    };
    expect((await saveDraft(manager, 'footer', 'footer', edited)).status).toBe(200);
    expect((await layout()).footer.phones).toHaveLength(live.phones.length);
    expect((await publish(manager, 'footer', 'footer')).status).toBe(200);
    const footer = (await layout()).footer;
    expect(footer.phones[0]).toEqual({ type: 'mobile', value: '9801234567', platform: 'whatsapp' });
    expect(footer.navLinks.at(-1)).toEqual({ title: 'Festivals', items: [{ title: 'Tihar gifts', link: '/category/cakes' }] });

    const bad = await saveDraft(manager, 'footer', 'footer', { ...live, socials: [{ name: 'facebook', link: 'http://facebook.com/x' }], phones: [{ type: 'phone', value: 'call us', platform: '' }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['phones.0.value', 'socials.0.link']);
  });
});

describe('the not-found page', () => {
  it('its tiles change only once published', async () => {
    const editor = await newStaffMember('editor');
    const live = (await entry(editor, 'not-found', 'not-found')).body.data.live as NotFoundForm;
    const edited: NotFoundForm = { banner: { backgroundImage: '/media/banners/lost.svg', title: 'Lost?', subtitle: 'Try one of these' }, links: [{ url: '/faq', image: '/media/categories/faq.svg', title: 'Questions' }, ...live.links] };
    expect((await saveDraft(editor, 'not-found', 'not-found', edited)).status).toBe(200);
    const before = (await callRoute(errorPage, { url: '/api/V2/error-page' })).body.data.data;
    expect(before.links).toHaveLength(live.links.length);
    expect((await publish(editor, 'not-found', 'not-found')).status).toBe(200);
    const after = (await callRoute(errorPage, { url: '/api/V2/error-page' })).body.data.data;
    expect(after.banner).toEqual(edited.banner);
    expect(after.links[0]).toEqual({ url: '/faq', image: '/media/categories/faq.svg', title: 'Questions' });

    const bad = await saveDraft(editor, 'not-found', 'not-found', { banner: null, links: [{ url: '/nowhere-at-all', image: '/x.svg', title: 'x' }] });
    expect(bad.body.error.fields).toEqual({ 'links.0.url': expect.stringContaining('A page of the shop') });
  });
});

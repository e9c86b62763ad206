// How the back office's content editor lays out each kind's form (lib/validation/content-shop.ts holds the rules;
// this only says which input shows which field, in what words). Plain data, so a server page can pass it to the
// client editor.

import type { LookupKind } from '@/lib/domain/admin-lookup';

export type Option = { value: string; label: string };

export type FieldSpec =
  | { name: string; label: string; type: 'text' | 'textarea' | 'link' | 'image' | 'color'; help?: string }
  | { name: string; label: string; type: 'number' | 'money' | 'odds'; help?: string; nullable?: boolean }
  | { name: string; label: string; type: 'datetime'; help?: string; required?: boolean }
  | { name: string; label: string; type: 'checkbox'; help?: string }
  | { name: string; label: string; type: 'select'; options: Option[]; help?: string; nullable?: boolean }
  /** The id of a product, category or delivery place, chosen by its name (components/admin/lookup/ref-combobox.tsx). */
  | { name: string; label: string; type: 'ref'; ref: LookupKind; help?: string; nullable?: boolean }
  | { name: string; label: string; type: 'list'; itemLabel: string; fields: FieldSpec[]; newItem: Record<string, unknown>; help?: string }
  | { name: string; label: string; type: 'group'; fields: FieldSpec[]; nullable?: Record<string, unknown>; help?: string };

export type KindSpec = {
  kind: string;
  label: string;
  fields: FieldSpec[];
  /** The form of a new one. */
  blank: Record<string, unknown> | null;
  /** A live total the editor shows while typing (the odds must add up to 100%). */
  total?: { list: string; field: string; label: string; target: number; unit: string };
  /** The rendered preview to show beside the summary. */
  rendered?: 'banner' | 'menus';
};

const when = (name: string, label: string, required = false): FieldSpec => ({ name, label, type: 'datetime', required, help: 'Kathmandu time, to the minute' + (required ? '' : '; empty: no limit') });
const LINK_HELP = 'A page of the shop (/category/cakes) or an https:// address';
const IMAGE_HELP = 'A picture of the shop: /media/…';

const linkList = (name: string, label: string, linkName: 'url' | 'link'): FieldSpec => ({
  name,
  label,
  type: 'list',
  itemLabel: 'Link',
  newItem: { title: '', [linkName]: '/' },
  fields: [
    { name: 'title', label: 'Text', type: 'text' },
    { name: linkName, label: 'Leads to', type: 'link', help: LINK_HELP },
  ],
});

export const KIND_SPECS: Record<string, KindSpec> = {
  banner: {
    kind: 'banner',
    label: 'Banner',
    rendered: 'banner',
    blank: { placement: 'home-hero', image: '', title: '', subtitle: '', link: '/', position: 0, isActive: true, startsAt: '', endsAt: '' },
    fields: [
      { name: 'placement', label: 'Shows on', type: 'text', help: 'home-hero (the home page’s slides), campaign:<slug>, campaign-offer:<slug>' },
      { name: 'image', label: 'Picture', type: 'image', help: IMAGE_HELP },
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'subtitle', label: 'Subtitle', type: 'text' },
      { name: 'link', label: 'Leads to', type: 'link', help: LINK_HELP },
      { name: 'position', label: 'Order', type: 'number', help: 'Smaller first' },
      { name: 'isActive', label: 'Switched on', type: 'checkbox' },
      when('startsAt', 'Shown from'),
      when('endsAt', 'Shown until'),
    ],
  },
  offer: {
    kind: 'offer',
    label: 'Offer',
    rendered: 'banner',
    blank: { title: '', subtitle: '', image: '', link: '/', code: '', position: 0, isActive: true, startsAt: '', endsAt: '' },
    fields: [
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'subtitle', label: 'Subtitle', type: 'text' },
      { name: 'image', label: 'Picture', type: 'image', help: IMAGE_HELP },
      { name: 'link', label: 'Leads to', type: 'link', help: LINK_HELP },
      { name: 'code', label: 'Coupon code', type: 'text', help: 'Optional' },
      { name: 'position', label: 'Order', type: 'number' },
      { name: 'isActive', label: 'Switched on', type: 'checkbox' },
      when('startsAt', 'Shown from'),
      when('endsAt', 'Shown until'),
    ],
  },
  'home-sections': {
    kind: 'home-sections',
    label: 'Home sections',
    blank: null,
    fields: [
      {
        name: 'sections',
        label: 'Featured categories, in order',
        type: 'list',
        itemLabel: 'Section',
        newItem: { categoryId: '', title: '' },
        fields: [
          { name: 'categoryId', label: 'Category', type: 'ref', ref: 'category' },
          { name: 'title', label: 'Section title', type: 'text' },
        ],
      },
    ],
  },
  'header-menus': {
    kind: 'header-menus',
    label: 'Header menus',
    rendered: 'menus',
    blank: null,
    fields: [
      {
        name: 'menus',
        label: 'Menus',
        type: 'list',
        itemLabel: 'Menu',
        newItem: { key: 'about', title: '', bannerImage: '', bannerUrl: '', items: [] },
        fields: [
          { name: 'key', label: 'Menu', type: 'select', options: ['about', 'bazaar', 'fun'].map((v) => ({ value: v, label: v })) },
          { name: 'title', label: 'Title', type: 'text' },
          { name: 'bannerImage', label: 'Banner picture', type: 'image', help: 'Optional; ' + IMAGE_HELP },
          { name: 'bannerUrl', label: 'Banner leads to', type: 'link', help: 'With a picture only' },
          linkList('items', 'Links', 'url'),
        ],
      },
      {
        name: 'megaMenu',
        label: 'Categories menu banner',
        type: 'group',
        fields: [
          { name: 'bannerImage', label: 'Picture', type: 'image', help: 'Optional; ' + IMAGE_HELP },
          { name: 'bannerUrl', label: 'Leads to', type: 'link' },
        ],
      },
    ],
  },
  footer: {
    kind: 'footer',
    label: 'Footer',
    rendered: 'menus',
    blank: null,
    fields: [
      {
        name: 'phones',
        label: 'Phones',
        type: 'list',
        itemLabel: 'Phone',
        newItem: { type: 'mobile', value: '', platform: '' },
        fields: [
          { name: 'type', label: 'Kind', type: 'select', options: [{ value: 'phone', label: 'Phone' }, { value: 'mobile', label: 'Mobile' }] },
          { name: 'value', label: 'Number', type: 'text' },
          { name: 'platform', label: 'Chat app', type: 'select', options: [{ value: '', label: 'None' }, { value: 'viber', label: 'Viber' }, { value: 'whatsapp', label: 'WhatsApp' }] },
        ],
      },
      {
        name: 'locations',
        label: 'Shops',
        type: 'list',
        itemLabel: 'Shop',
        newItem: { location: '', latitude: '', longitude: '' },
        fields: [
          { name: 'location', label: 'Address', type: 'text' },
          { name: 'latitude', label: 'Latitude', type: 'text' },
          { name: 'longitude', label: 'Longitude', type: 'text' },
        ],
      },
      {
        name: 'socials',
        label: 'Social links',
        type: 'list',
        itemLabel: 'Social link',
        newItem: { name: 'facebook', link: 'https://' },
        fields: [
          { name: 'name', label: 'Site', type: 'select', options: ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'].map((v) => ({ value: v, label: v })) },
          { name: 'link', label: 'Address', type: 'link', help: 'https://…' },
        ],
      },
      {
        name: 'groups',
        label: 'Link columns',
        type: 'list',
        itemLabel: 'Column',
        newItem: { title: '', links: [] },
        fields: [{ name: 'title', label: 'Column title', type: 'text' }, linkList('links', 'Links', 'link')],
      },
      {
        name: 'appLinks',
        label: 'App links',
        type: 'group',
        fields: [
          { name: 'appHeader', label: 'Heading', type: 'text' },
          { name: 'appstore', label: 'App Store address', type: 'link', help: 'https://… or empty' },
          { name: 'playstore', label: 'Play Store address', type: 'link', help: 'https://… or empty' },
        ],
      },
      {
        name: 'newsletter',
        label: 'Newsletter box',
        type: 'group',
        fields: [
          { name: 'placeholder', label: 'Placeholder', type: 'text' },
          { name: 'buttonText', label: 'Button', type: 'text' },
        ],
      },
    ],
  },
  'not-found': {
    kind: 'not-found',
    label: 'Not-found page',
    blank: null,
    fields: [
      {
        name: 'banner',
        label: 'Banner',
        type: 'group',
        nullable: { backgroundImage: '', title: '', subtitle: '' },
        fields: [
          { name: 'backgroundImage', label: 'Picture', type: 'image', help: IMAGE_HELP },
          { name: 'title', label: 'Title', type: 'text' },
          { name: 'subtitle', label: 'Subtitle', type: 'text' },
        ],
      },
      {
        name: 'links',
        label: 'Tiles',
        type: 'list',
        itemLabel: 'Tile',
        newItem: { url: '/', image: '', title: '' },
        fields: [
          { name: 'title', label: 'Title', type: 'text' },
          { name: 'url', label: 'Leads to', type: 'link', help: LINK_HELP },
          { name: 'image', label: 'Picture', type: 'image', help: IMAGE_HELP },
        ],
      },
    ],
  },
  campaign: {
    kind: 'campaign',
    label: 'Campaign',
    blank: { slug: '', name: '', icon: '', description: '', tagline: '', heroImage: '', startsAt: '', endsAt: '', isActive: true, flash: null, products: [] },
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'slug', label: 'Address', type: 'text', help: '/campaign/<this>: small letters, digits, dashes' },
      { name: 'tagline', label: 'Tagline', type: 'text' },
      { name: 'description', label: 'Description', type: 'textarea' },
      { name: 'icon', label: 'Icon', type: 'image', help: IMAGE_HELP },
      { name: 'heroImage', label: 'Hero picture', type: 'image', help: 'Optional; ' + IMAGE_HELP },
      when('startsAt', 'Starts', true),
      when('endsAt', 'Ends', true),
      { name: 'isActive', label: 'Switched on', type: 'checkbox' },
      {
        name: 'flash',
        label: 'Flash sale',
        type: 'group',
        nullable: { title: 'Flash sale', startsAt: '', endsAt: '', repeatEveryMinutes: null },
        fields: [
          { name: 'title', label: 'Title', type: 'text' },
          when('startsAt', 'First window starts', true),
          when('endsAt', 'First window ends', true),
          { name: 'repeatEveryMinutes', label: 'Again every (minutes)', type: 'number', nullable: true, help: 'Empty: once' },
        ],
      },
      {
        name: 'products',
        label: 'Products and sale prices',
        type: 'list',
        itemLabel: 'Product',
        newItem: { productId: '', section: 'product', salePrice: '', perCustomerLimit: null, totalLimit: null },
        fields: [
          { name: 'productId', label: 'Product', type: 'ref', ref: 'product' },
          {
            name: 'section',
            label: 'Where',
            type: 'select',
            options: [
              { value: 'product', label: 'Campaign product' },
              { value: 'deal', label: 'Feature deal' },
              { value: 'flash', label: 'Flash sale' },
            ],
          },
          { name: 'salePrice', label: 'Sale price (रू)', type: 'money', help: 'Whole rupees, below its price now' },
          { name: 'perCustomerLimit', label: 'Per customer', type: 'number', nullable: true, help: 'Empty: no limit' },
          { name: 'totalLimit', label: 'In all', type: 'number', nullable: true, help: 'Empty: no limit' },
        ],
      },
    ],
  },
  'game-prizes': {
    kind: 'game-prizes',
    label: 'Prizes and odds',
    blank: null,
    total: { list: 'prizes', field: 'odds', label: 'Published odds add up to', target: 100, unit: '%' },
    fields: [
      {
        name: 'prizes',
        label: 'Prizes (in wheel order)',
        type: 'list',
        itemLabel: 'Prize',
        newItem: { id: null, label: '', kind: 'none', value: 0, minSubtotal: 0, maxDiscount: null, productId: null, categoryId: null, odds: '', dailyCap: null, totalCap: null, color: '#d9466f' },
        fields: [
          { name: 'label', label: 'Label', type: 'text' },
          {
            name: 'kind',
            label: 'Gives',
            type: 'select',
            options: [
              { value: 'none', label: 'Nothing (better luck)' },
              { value: 'percent', label: 'Percent off' },
              { value: 'flat', label: 'Rupees off' },
              { value: 'free_delivery', label: 'Free delivery' },
              { value: 'free_item', label: 'A free product' },
            ],
          },
          { name: 'value', label: 'Percent or रू off', type: 'number' },
          { name: 'odds', label: 'Published odds (%)', type: 'odds', help: 'To one decimal; all add up to 100%' },
          { name: 'minSubtotal', label: 'Minimum order (रू)', type: 'money' },
          { name: 'maxDiscount', label: 'Cap (रू)', type: 'money', nullable: true, help: 'Empty: no cap' },
          { name: 'productId', label: 'Free product', type: 'ref', ref: 'product', nullable: true, help: 'For “A free product”' },
          { name: 'categoryId', label: 'Only for category', type: 'ref', ref: 'category', nullable: true, help: 'Empty: any category' },
          { name: 'dailyCap', label: 'At most a day', type: 'number', nullable: true },
          { name: 'totalCap', label: 'At most in all', type: 'number', nullable: true },
          { name: 'color', label: 'Slice colour', type: 'color' },
        ],
      },
    ],
  },
  'donation-cause': {
    kind: 'donation-cause',
    label: 'Donation cause',
    blank: {
      slug: '', title: '', summary: '', story: '', organisation: '', registrationNo: '', pan: '', goal: '', deliveryLocationId: null,
      receiverName: '', phoneNumber: '', landmark: '', hue: 340, position: 0, isActive: true,
    },
    fields: [
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'slug', label: 'Address', type: 'text', help: '/donations/<this>' },
      { name: 'summary', label: 'Summary', type: 'textarea' },
      { name: 'story', label: 'Story', type: 'textarea', help: 'Paragraphs separated by an empty line' },
      { name: 'goal', label: 'Goal (रू)', type: 'money', help: 'Whole rupees' },
      { name: 'organisation', label: 'Organisation', type: 'text' },
      { name: 'registrationNo', label: 'Registration number', type: 'text' },
      { name: 'pan', label: 'PAN', type: 'text', help: '9 digits' },
      { name: 'deliveryLocationId', label: 'Cakes delivered to', type: 'ref', ref: 'place', nullable: true, help: 'A delivery place; empty: money only' },
      { name: 'receiverName', label: 'Receiver', type: 'text' },
      { name: 'phoneNumber', label: 'Receiver’s phone', type: 'text' },
      { name: 'landmark', label: 'Landmark', type: 'text' },
      { name: 'hue', label: 'Colour hue (0–359)', type: 'number' },
      { name: 'position', label: 'Order', type: 'number' },
      { name: 'isActive', label: 'Shown', type: 'checkbox' },
    ],
  },
};

import 'server-only';
import type { FieldSpec, FormValues, SetupRowView } from '@/components/admin/setup/field-spec';
import { COUPON_KINDS } from '@/lib/domain/cart-rules';
import { formatNpr, paisaToRupees } from '@/lib/domain/money';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, minuteToClock, toKathmanduWallTime, type SetupKind } from '@/lib/domain/shop-setup';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';

// Each setup kind as the page shows it: the list's columns, each row's cells and its form values (paisa shown as
// rupees, minutes as HH:mm, instants as Kathmandu wall time), and the form's fields.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ten tables, each read by its own view below
type Row = Record<string, any>;
type Options = { categories: Row[]; places: Row[]; methods: Row[] };

const rupees = (paisa: number | null | undefined) => (paisa === null || paisa === undefined ? '' : String(paisa >= 0 ? paisaToRupees(paisa) : ''));
const money = (paisa: number | null | undefined) => (paisa === null || paisa === undefined ? '—' : formatNpr(paisa, { compact: false }));
const when = (at: Date | string | null) => (at ? formatKathmanduDate(at, 'd MMM yyyy, HH:mm') : '—');
const wall = (at: Date | string | null) => (at ? toKathmanduWallTime(at) : '');
const num = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const yes = (value: boolean) => (value ? 'Yes' : '—');

const common = {
  name: { name: 'name', label: 'Name', kind: 'text', required: true },
  slug: { name: 'slug', label: 'Slug', kind: 'text', required: true, hint: 'In the address: lower-case words joined by hyphens.' },
  description: { name: 'description', label: 'Description', kind: 'textarea' },
  position: { name: 'position', label: 'Order', kind: 'number', hint: 'Lower comes first.' },
} satisfies Record<string, FieldSpec>;

type KindView = {
  columns: string[];
  fields: (options: Options) => FieldSpec[];
  cells: (row: Row, options: Options) => string[];
  form: (row: Row) => FormValues;
  blank: FormValues;
  label: (row: Row) => string;
  /** No create form (methods: the schedule knows three). */
  noCreate?: boolean;
};

const nameOf = (rows: Row[], id: number | null) => (id === null ? '—' : (rows.find((r) => r.id === id)?.name ?? `#${id}`));

export const SETUP_VIEWS: Record<SetupKind, KindView> = {
  categories: {
    columns: ['Name', 'Slug', 'Parent', 'Order', 'Cakes', 'Meta title'],
    fields: ({ categories }) => [
      common.name,
      common.slug,
      { name: 'parentId', label: 'Parent', kind: 'select', options: [{ value: '', label: 'None (top level)' }, ...categories.filter((c) => c.parentId === null).map((c) => ({ value: String(c.id), label: c.name }))] },
      { name: 'imageFileName', label: 'Image file', kind: 'text', required: true, hint: 'A file under /media/categories/, e.g. birthday-cakes.svg' },
      common.description,
      common.position,
      { name: 'isCakeCategory', label: 'Cake category', kind: 'checkbox' },
      { name: 'isFeatured', label: 'Featured', kind: 'checkbox' },
      { name: 'metaTitle', label: 'Meta title', kind: 'text', max: META_TITLE_MAX, hint: 'What search engines show; empty: the name.' },
      { name: 'metaDescription', label: 'Meta description', kind: 'textarea', max: META_DESCRIPTION_MAX },
    ],
    cells: (r, { categories }) => [r.name, r.slug, nameOf(categories, r.parentId), String(r.position), yes(r.isCakeCategory), r.metaTitle || '—'],
    form: (r) => ({ name: r.name, slug: r.slug, parentId: num(r.parentId), imageFileName: r.imageFileName, description: r.description, position: String(r.position), isCakeCategory: r.isCakeCategory, isFeatured: r.isFeatured, metaTitle: r.metaTitle, metaDescription: r.metaDescription, isHidden: r.isHidden }),
    blank: { name: '', slug: '', parentId: '', imageFileName: '', description: '', position: '0', isCakeCategory: false, isFeatured: false, metaTitle: '', metaDescription: '', isHidden: false },
    label: (r) => r.name,
  },
  brands: {
    columns: ['Name', 'Slug', 'Logo', 'Order'],
    fields: () => [common.name, common.slug, { name: 'logo', label: 'Logo file', kind: 'text', required: true }, common.description, common.position],
    cells: (r) => [r.name, r.slug, r.logo, String(r.position)],
    form: (r) => ({ name: r.name, slug: r.slug, logo: r.logo, description: r.description, position: String(r.position) }),
    blank: { name: '', slug: '', logo: '', description: '', position: '0' },
    label: (r) => r.name,
  },
  stores: {
    columns: ['Name', 'City', 'Address', 'Phone', 'Hours'],
    fields: () => [
      common.name,
      common.slug,
      { name: 'address', label: 'Address', kind: 'text', required: true },
      { name: 'city', label: 'City', kind: 'text', required: true },
      { name: 'latitude', label: 'Latitude', kind: 'number' },
      { name: 'longitude', label: 'Longitude', kind: 'number' },
      { name: 'phone', label: 'Phone', kind: 'text', required: true },
      { name: 'openingHours', label: 'Opening hours', kind: 'text', required: true },
      { name: 'logo', label: 'Logo file', kind: 'text', required: true },
      { name: 'banner', label: 'Banner file', kind: 'text', required: true },
      common.description,
      { name: 'isVerified', label: 'Verified', kind: 'checkbox' },
      common.position,
    ],
    cells: (r) => [r.name, r.city, r.address, r.phone, r.openingHours],
    form: (r) => ({ name: r.name, slug: r.slug, address: r.address, city: r.city, latitude: String(r.latitude), longitude: String(r.longitude), phone: r.phone, openingHours: r.openingHours, logo: r.logo, banner: r.banner, description: r.description, isVerified: r.isVerified, position: String(r.position) }),
    blank: { name: '', slug: '', address: '', city: 'Kathmandu', latitude: '27.7172', longitude: '85.3240', phone: '', openingHours: '7:00 AM – 9:00 PM', logo: '', banner: '', description: '', isVerified: true, position: '0' },
    label: (r) => r.name,
  },
  occasions: {
    columns: ['Name', 'Slug', 'When', 'Order'],
    fields: () => [common.name, common.slug, { name: 'image', label: 'Image file', kind: 'text', required: true }, { name: 'whenText', label: 'When it falls', kind: 'text' }, common.description, common.position],
    cells: (r) => [r.name, r.slug, r.whenText || '—', String(r.position)],
    form: (r) => ({ name: r.name, slug: r.slug, image: r.image, whenText: r.whenText, description: r.description, position: String(r.position) }),
    blank: { name: '', slug: '', image: '', whenText: '', description: '', position: '0' },
    label: (r) => r.name,
  },
  automobiles: {
    columns: ['Product', 'Kind', 'Range', 'Top speed', 'Battery', 'Licence'],
    fields: () => [
      { name: 'productId', label: 'Product', kind: 'ref', ref: 'product', required: true, fixedOnEdit: true, hint: 'An automobile product without specs yet.' },
      { name: 'vehicleKind', label: 'Vehicle kind', kind: 'text', required: true },
      { name: 'rangeKm', label: 'Range (km)', kind: 'number' },
      { name: 'topSpeedKmh', label: 'Top speed (km/h)', kind: 'number' },
      { name: 'motorWatts', label: 'Motor (W)', kind: 'number' },
      { name: 'batteryWh', label: 'Battery (Wh)', kind: 'number' },
      { name: 'chargeHours', label: 'Charge time (h)', kind: 'number' },
      { name: 'weightKg', label: 'Weight (kg)', kind: 'number' },
      { name: 'payloadKg', label: 'Payload (kg)', kind: 'number' },
      { name: 'warranty', label: 'Warranty', kind: 'text', required: true },
      { name: 'licenceNeeded', label: 'Licence needed', kind: 'checkbox' },
    ],
    cells: (r) => [r.productName, r.vehicleKind, `${r.rangeKm} km`, `${r.topSpeedKmh} km/h`, `${r.batteryWh} Wh`, yes(r.licenceNeeded)],
    form: (r) => ({ productId: String(r.productId), vehicleKind: r.vehicleKind, rangeKm: String(r.rangeKm), topSpeedKmh: String(r.topSpeedKmh), motorWatts: String(r.motorWatts), batteryWh: String(r.batteryWh), chargeHours: String(r.chargeHours), weightKg: String(r.weightKg), payloadKg: String(r.payloadKg), warranty: r.warranty, licenceNeeded: r.licenceNeeded }),
    blank: { productId: '', vehicleKind: 'scooter', rangeKm: '', topSpeedKmh: '', motorWatts: '', batteryWh: '', chargeHours: '', weightKg: '', payloadKg: '', warranty: '', licenceNeeded: false },
    label: (r) => r.productName,
  },
  places: {
    columns: ['Name', 'Kind', 'In', 'Charge', 'Free above', 'Lead days'],
    fields: ({ places }) => [
      common.name,
      common.slug,
      { name: 'kind', label: 'Kind', kind: 'select', options: [{ value: 'area', label: 'Area (in a city)' }, { value: 'city', label: 'City (in a region)' }, { value: 'region', label: 'Region' }] },
      { name: 'parentId', label: 'Inside', kind: 'select', options: [{ value: '', label: 'Nothing (a region)' }, ...places.filter((p) => p.kind !== 'area').map((p) => ({ value: String(p.id), label: `${p.name} (${p.kind})` }))] },
      { name: 'charge', label: 'Delivery charge (रू)', kind: 'rupees', required: true },
      { name: 'freeDeliveryAbove', label: 'Free delivery above (रू)', kind: 'rupees', hint: 'Empty: never free.' },
      { name: 'productTypes', label: 'Can receive', kind: 'types', hint: 'None: a region or city that only groups places.' },
      { name: 'leadDays', label: 'Lead days', kind: 'number' },
      { name: 'inValley', label: 'Inside Kathmandu valley', kind: 'checkbox' },
      { name: 'aliases', label: 'Other spellings', kind: 'list', hint: 'Comma-separated.' },
      { name: 'latitude', label: 'Latitude', kind: 'number' },
      { name: 'longitude', label: 'Longitude', kind: 'number' },
      { name: 'radiusKm', label: 'Radius (km)', kind: 'number' },
      common.position,
    ],
    cells: (r, { places }) => [r.name, r.kind, nameOf(places, r.parentId), money(r.charge), money(r.freeDeliveryAbove), String(r.leadDays)],
    form: (r) => ({ name: r.name, slug: r.slug, kind: r.kind, parentId: num(r.parentId), charge: rupees(r.charge), freeDeliveryAbove: rupees(r.freeDeliveryAbove), productTypes: r.productTypes, leadDays: String(r.leadDays), inValley: r.inValley, aliases: r.aliases, latitude: String(r.latitude), longitude: String(r.longitude), radiusKm: String(r.radiusKm), position: String(r.position), isActive: r.isActive }),
    blank: { name: '', slug: '', kind: 'area', parentId: '', charge: '100', freeDeliveryAbove: '', productTypes: ['cake', 'product'], leadDays: '0', inValley: true, aliases: [], latitude: '27.7172', longitude: '85.3240', radiusKm: '2', position: '0', isActive: true },
    label: (r) => r.name,
  },
  methods: {
    columns: ['Name', 'Code', 'Premium', 'Valley only', 'Order'],
    noCreate: true,
    fields: () => [
      { name: 'code', label: 'Code', kind: 'text', fixedOnEdit: true },
      common.name,
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'premium', label: 'Premium (रू)', kind: 'rupees', hint: 'Added to the place’s charge; never waived by free delivery.' },
      { name: 'valleyOnly', label: 'Only inside the valley', kind: 'checkbox' },
      common.position,
    ],
    cells: (r) => [r.name, r.code, money(r.premium), yes(r.valleyOnly), String(r.position)],
    form: (r) => ({ code: r.code, name: r.name, description: r.description, premium: rupees(r.premium), valleyOnly: r.valleyOnly, position: String(r.position), isActive: r.isActive }),
    blank: {},
    label: (r) => r.name,
  },
  slots: {
    columns: ['Method', 'Label', 'Window', 'Capacity'],
    fields: ({ methods }) => [
      { name: 'methodId', label: 'Method', kind: 'select', options: methods.map((m) => ({ value: String(m.id), label: m.name })) },
      { name: 'label', label: 'Label', kind: 'text', required: true, hint: 'What checkout shows, e.g. 9 AM – 12 PM' },
      { name: 'start', label: 'Starts (Kathmandu)', kind: 'time' },
      { name: 'end', label: 'Ends (Kathmandu)', kind: 'time', hint: 'A midnight slot ends at 24:00.' },
      common.position,
    ],
    cells: (r, { methods }) => [nameOf(methods, r.methodId), r.label, `${minuteToClock(r.startMinute)}–${minuteToClock(r.endMinute)}`, `${r.capacity} a day`],
    form: (r) => ({ methodId: String(r.methodId), label: r.label, start: minuteToClock(r.startMinute), end: minuteToClock(r.endMinute), position: String(r.position), isActive: r.isActive }),
    blank: { methodId: '', label: '', start: '09:00', end: '12:00', position: '0', isActive: true },
    label: (r) => r.label,
  },
  coupons: {
    columns: ['Code', 'Gives', 'Minimum', 'Window (Kathmandu)', 'Used', 'Limits'],
    fields: () => [
      { name: 'code', label: 'Code', kind: 'text', required: true, fixedOnEdit: true, hint: 'Letters, digits and hyphens; customers may type it in any case.' },
      { name: 'kind', label: 'Kind', kind: 'select', options: COUPON_KINDS.map((k) => ({ value: k, label: k.replace('_', ' ') })) },
      { name: 'percent', label: 'Percent off', kind: 'number', hint: 'For a percent coupon: 1–100.' },
      { name: 'amount', label: 'Amount off (रू)', kind: 'rupees', hint: 'For a flat coupon.' },
      { name: 'maxDiscount', label: 'Largest discount (रू)', kind: 'rupees', hint: 'Caps a percent or a free delivery; empty: no cap.' },
      { name: 'minSubtotal', label: 'Minimum order (रू)', kind: 'rupees' },
      { name: 'productId', label: 'Free product', kind: 'ref', ref: 'product', hint: 'For a free-item coupon.' },
      { name: 'startsAt', label: 'Starts (Kathmandu time)', kind: 'datetime' },
      { name: 'endsAt', label: 'Ends (Kathmandu time)', kind: 'datetime' },
      { name: 'usageLimit', label: 'Uses in all', kind: 'number', hint: 'Empty: no limit.' },
      { name: 'perUserLimit', label: 'Uses per customer', kind: 'number', hint: 'Needs customers to log in.' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    cells: (r) => [
      r.code,
      r.kind === 'percent' ? `${r.value}%${r.maxDiscount !== null ? ` up to ${money(r.maxDiscount)}` : ''}` : r.kind === 'flat' ? money(r.value) : r.kind.replace('_', ' '),
      money(r.minSubtotal),
      `${when(r.startsAt)} → ${when(r.endsAt)}`,
      String(r.used ?? 0),
      [r.usageLimit !== null ? `${r.usageLimit} in all` : '', r.perUserLimit !== null ? `${r.perUserLimit} each` : ''].filter(Boolean).join(', ') || '—',
    ],
    form: (r) => ({
      code: r.code,
      kind: r.kind,
      percent: r.kind === 'percent' ? String(r.value) : '',
      amount: r.kind === 'flat' ? rupees(r.value) : '',
      maxDiscount: rupees(r.maxDiscount),
      minSubtotal: rupees(r.minSubtotal),
      productId: num(r.productId),
      startsAt: wall(r.startsAt),
      endsAt: wall(r.endsAt),
      usageLimit: num(r.usageLimit),
      perUserLimit: num(r.perUserLimit),
      description: r.description,
      active: r.active,
    }),
    blank: { code: '', kind: 'percent', percent: '10', amount: '', maxDiscount: '', minSubtotal: '0', productId: '', startsAt: '', endsAt: '', usageLimit: '', perUserLimit: '', description: '', active: true },
    label: (r) => r.code,
  },
  vouchers: {
    columns: ['Code', 'Amount', 'Expires (Kathmandu)', 'Claimed', 'Spent'],
    fields: () => [
      { name: 'code', label: 'Code', kind: 'text', required: true, fixedOnEdit: true },
      { name: 'amount', label: 'Amount (रू)', kind: 'rupees', required: true },
      { name: 'expiresAt', label: 'Expires (Kathmandu time)', kind: 'datetime', hint: 'Empty: never.' },
    ],
    cells: (r) => [r.code, money(r.amount), when(r.expiresAt), r.redeemedAt ? when(r.redeemedAt) : '—', r.consumedAt ? when(r.consumedAt) : '—'],
    form: (r) => ({ code: r.code, amount: rupees(r.amount), expiresAt: wall(r.expiresAt) }),
    blank: { code: '', amount: '500', expiresAt: '' },
    label: (r) => r.code,
  },
};

/** Visibility of a row as the list shows it (null: the kind has none). */
export function visibleOf(kind: SetupKind, row: Row): boolean | null {
  if (kind === 'categories') return !row.isHidden;
  if (kind === 'places' || kind === 'methods' || kind === 'slots') return row.isActive;
  if (kind === 'coupons') return row.active;
  return null;
}

export function rowViews(kind: SetupKind, rows: Row[], options: Options): SetupRowView[] {
  const view = SETUP_VIEWS[kind];
  return rows.map((row) => ({ id: row.id, cells: view.cells(row, options), form: view.form(row), visible: visibleOf(kind, row), label: view.label(row) }));
}

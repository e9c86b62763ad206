import fs from 'node:fs';
import path from 'node:path';
import { isShopLink, SHOP_PATH_ROOTS } from '@/lib/domain/shop-links';

// Where an edited link may lead (issue 25): a page of the shop or an https address. The list of the shop's first
// path segments must name real routes, or the back office would accept links to pages that do not exist.

const app = path.join(__dirname, '../../../app');
const folders = ['(shop)', '(standalone)'].flatMap((group) => fs.readdirSync(path.join(app, group), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name));
const REDIRECTS = ['cakes', 'urgent-cakes']; // proxy.ts / middleware.ts send these on

test('every allowed first segment is a route folder of the shop, or one of its redirects', () => {
  for (const root of SHOP_PATH_ROOTS) expect({ root, real: folders.includes(root) || REDIRECTS.includes(root) }).toEqual({ root, real: true });
});

test.each([
  ['/', true],
  ['/category/cakes', true],
  ['/product/black-forest?size=1', true],
  ['/aboutus#team', true],
  ['https://www.instagram.com/upaharghar', true],
  ['/categroy/cakes', false],
  ['//evil.example/x', false],
  ['http://example.com', false],
  ['https://localhost', false],
  ['https://user:pw@example.com', false],
  ['javascript:alert(1)', false],
  [' /category/cakes', false],
  ['', false],
])('isShopLink(%j) is %s', (link, expected) => {
  expect(isShopLink(link)).toBe(expected);
});

import { preferredAddress } from '@/components/checkout/address-step';
import { addressView } from '../addresses/fixtures';

// Which saved address checkout starts on: the default, else one in the place chosen last (kept 72 days), else the
// only one. An address in a place we no longer serve is never picked for the customer.

const home = addressView({ id: 1, deliveryLocationId: 3, isDefault: false });
const office = addressView({ id: 2, deliveryLocationId: 4, alias: 'Office', isDefault: false });

test('the default address wins', () => {
  expect(preferredAddress([home, { ...office, isDefault: true }], 3)?.id).toBe(2);
});

test('without a default, the address in the last chosen place', () => {
  expect(preferredAddress([home, office], 4)?.id).toBe(2);
  expect(preferredAddress([home, office], 3)?.id).toBe(1);
  expect(preferredAddress([home, office], null)).toBeUndefined();
  expect(preferredAddress([home, office], 99)).toBeUndefined();
});

test('a single address is used; one we no longer deliver to is not', () => {
  expect(preferredAddress([home], null)?.id).toBe(1);
  expect(preferredAddress([{ ...home, location: null }], 3)).toBeUndefined();
});

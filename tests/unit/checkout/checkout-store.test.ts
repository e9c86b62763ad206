import { DEFAULT_GPS, DEFAULT_LOCATION_ADDRESS, initialCheckout, stepComplete, useCheckoutStore } from '@/stores/checkout-store';

const store = () => useCheckoutStore.getState();

beforeEach(() => useCheckoutStore.setState(initialCheckout()));

describe('checkout store (SPEC §3 processCart)', () => {
  it('starts with the spec’s defaults', () => {
    expect(store()).toMatchObject({
      step: 1,
      productType: 'product',
      productQuantity: 1,
      locationAddress: DEFAULT_LOCATION_ADDRESS,
      gps: DEFAULT_GPS,
      currentOrderIds: [],
      deliveryDate: null,
      deliveryTime: null,
    });
    expect(DEFAULT_LOCATION_ADDRESS).toBe(11);
    expect(DEFAULT_GPS).toEqual({ lat: 27.6981182, lng: 85.3328845 });
    expect(store().idempotencyKey.length).toBeGreaterThanOrEqual(8);
  });

  it('only moves forward once the current step’s choice is made; back always works', () => {
    store().nextStep();
    expect(store().step).toBe(1);
    store().chooseAddress(5, 38);
    store().nextStep();
    expect(store().step).toBe(2);
    store().setStep(3); // no date or slot yet
    expect(store().step).toBe(2);
    store().setDeliveryDate('2030-03-14');
    store().chooseSlot('midnight', 11);
    store().nextStep();
    expect(store().step).toBe(3);
    store().nextStep();
    expect(store().step).toBe(3); // there is no step 4
    store().prevStep();
    store().prevStep();
    store().prevStep();
    expect(store().step).toBe(1);
  });

  it('choosing an address in another place clears the date and slot; a new date clears the slot', () => {
    store().chooseAddress(5, 38);
    store().setDeliveryDate('2030-03-14');
    store().chooseSlot('standard', 2);
    store().chooseAddress(6, 38); // same place: the schedule stands
    expect(store()).toMatchObject({ shippingAddress: 6, deliveryDate: '2030-03-14', deliveryTime: 2 });
    store().setDeliveryDate('2030-03-15');
    expect(store().deliveryTime).toBeNull();
    store().chooseSlot('express', 7);
    store().chooseAddress(9, 60); // Pokhara: other dates and slots
    expect(store()).toMatchObject({ shippingAddress: 9, locationAddress: 60, deliveryDate: null, deliveryTime: null });
  });

  it('after an order is placed it keeps the order id and starts over with a fresh idempotency key', () => {
    const firstKey = store().idempotencyKey;
    store().chooseAddress(5, 38);
    store().setDeliveryDate('2030-03-14');
    store().chooseSlot('standard', 2);
    store().setPaymentMethod('esewa');
    store().orderPlaced(101);
    expect(store()).toMatchObject({ step: 1, currentOrderIds: [101], shippingAddress: 5, deliveryTime: null, paymentMethod: null });
    expect(store().idempotencyKey).not.toBe(firstKey);
  });

  it('stepComplete says what each step needs', () => {
    const s = initialCheckout();
    expect(stepComplete(s, 1)).toBe(false);
    expect(stepComplete({ ...s, shippingAddress: 1 }, 1)).toBe(true);
    expect(stepComplete({ ...s, deliveryDate: '2030-01-01' }, 2)).toBe(false);
    expect(stepComplete({ ...s, deliveryDate: '2030-01-01', deliveryTime: 3 }, 2)).toBe(true);
    expect(stepComplete({ ...s, paymentMethod: 'cod' }, 3)).toBe(true);
  });

  it('keeps the quantity between 1 and 20 and the note within 500 characters', () => {
    store().setProductQuantity(0);
    expect(store().productQuantity).toBe(1);
    store().setProductQuantity(99);
    expect(store().productQuantity).toBe(20);
    store().setNote('x'.repeat(600));
    expect(store().note).toHaveLength(500);
  });

  it('the Customise fields hold the open line and its drafts, and go back to the defaults when it closes', () => {
    store().setCustomMessage('ignored: no line is open');
    expect(store().customization).toBeNull();
    store().startCustomising({ cartItemId: 7, quantity: 3, sellingPrice: 185000, options: { message: 'Happy Birthday' }, productDetails: { type: 'cake' } });
    expect(store()).toMatchObject({ customization: { cartItemId: 7, message: 'Happy Birthday' }, productType: 'cake', cakePrice: 185000, productQuantity: 3 });
    store().setCustomMessage('y'.repeat(250));
    expect(store().customization?.message).toHaveLength(200);
    store().stopCustomising();
    expect(store()).toMatchObject({ customization: null, productType: 'product', cakePrice: 0, productQuantity: 1 });
  });
});

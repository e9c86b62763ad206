/** @jest-environment node */
import { ESEWA_TEST_PRODUCT_CODE, ESEWA_TEST_SECRET_KEY } from '@/lib/server/payments/config';
import { buildEsewaForm, checkEsewaCallbackData } from '@/lib/server/payments/esewa';
import {
  decodeEsewaData,
  encodeEsewaData,
  ESEWA_RESPONSE_SIGNED_FIELDS,
  esewaSign,
  esewaSigningMessage,
  hasValidEsewaSignature,
  signEsewaFields,
} from '@/lib/server/payments/esewa-signature';
import { PaymentRefusedError } from '@/lib/server/payments/types';

const SECRET = ESEWA_TEST_SECRET_KEY;
// The verified vector from eSewa's developer docs (../shared/reference/nepal-commerce.md).
const VECTOR_MESSAGE = 'total_amount=110,transaction_uuid=241028,product_code=EPAYTEST';
const VECTOR_SIGNATURE = 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=';

const esewaConfig = {
  productCode: ESEWA_TEST_PRODUCT_CODE,
  secretKey: SECRET,
  formUrl: 'http://localhost:3000/sim/esewa/api/epay/main/v2/form',
  statusUrl: 'http://localhost:3000/sim/esewa/api/epay/transaction/status',
};

function signedCallback(overrides: Record<string, string> = {}) {
  return signEsewaFields(
    {
      transaction_code: '000AWEO',
      status: 'COMPLETE',
      total_amount: '110.0',
      transaction_uuid: '241028',
      product_code: 'EPAYTEST',
      ...overrides,
    },
    ESEWA_RESPONSE_SIGNED_FIELDS,
    SECRET,
  );
}

describe('eSewa signatures', () => {
  it('reproduces the documented test vector', () => {
    expect(esewaSign(VECTOR_MESSAGE, SECRET)).toBe(VECTOR_SIGNATURE);
  });

  it('builds the message from signed_field_names in their order', () => {
    const fields = { product_code: 'EPAYTEST', transaction_uuid: '241028', total_amount: '110' };
    expect(esewaSigningMessage(fields, 'total_amount,transaction_uuid,product_code')).toBe(VECTOR_MESSAGE);
    expect(esewaSigningMessage(fields, 'total_amount,missing')).toBeNull();
  });

  it('signs the raw strings: "110" and "110.00" give different signatures', () => {
    const a = signEsewaFields({ total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' }, 'total_amount,transaction_uuid,product_code', SECRET);
    const b = signEsewaFields({ total_amount: '110.00', transaction_uuid: '241028', product_code: 'EPAYTEST' }, 'total_amount,transaction_uuid,product_code', SECRET);
    expect(a.signature).toBe(VECTOR_SIGNATURE);
    expect(b.signature).not.toBe(VECTOR_SIGNATURE);
  });

  it('builds the ePay form for Rs 110 with the documented signature', () => {
    const form = buildEsewaForm(
      {
        orderRef: '241028',
        amountPaisa: 11000,
        productName: 'Cake',
        returnUrl: 'https://shop.example/pay/esewa/success',
        failureUrl: 'https://shop.example/pay/esewa/failure?ref=241028',
      },
      esewaConfig,
    );
    expect(form).toEqual({
      amount: '110',
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: '110',
      transaction_uuid: '241028',
      product_code: 'EPAYTEST',
      success_url: 'https://shop.example/pay/esewa/success',
      failure_url: 'https://shop.example/pay/esewa/failure?ref=241028',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      signature: VECTOR_SIGNATURE,
    });
    expect(Object.values(form).every((value) => value !== '')).toBe(true);
  });

  it('writes paisa as a two-decimal rupee amount and refuses a transaction_uuid eSewa would reject', () => {
    const base = { productName: 'Cake', returnUrl: 'https://s/ok', failureUrl: 'https://s/no' };
    expect(buildEsewaForm({ ...base, orderRef: 'UG-1-ab', amountPaisa: 123405 }, esewaConfig).total_amount).toBe('1234.05');
    expect(() => buildEsewaForm({ ...base, orderRef: 'UG 1/ab', amountPaisa: 1000 }, esewaConfig)).toThrow();
  });

  it('accepts a correctly signed answer and refuses tampered, unsigned or partly signed ones', () => {
    const answer = signedCallback();
    expect(hasValidEsewaSignature(answer, SECRET)).toBe(true);
    expect(hasValidEsewaSignature({ ...answer, total_amount: '11.0' }, SECRET)).toBe(false);
    expect(hasValidEsewaSignature({ ...answer, status: 'COMPLETE ' }, SECRET)).toBe(false);
    expect(hasValidEsewaSignature({ ...answer, signature: undefined }, SECRET)).toBe(false);
    expect(hasValidEsewaSignature(answer, 'another-secret')).toBe(false);
    // Validly signed, but the amount is not among the signed fields: not trusted.
    const partial = signEsewaFields({ transaction_uuid: '241028', product_code: 'EPAYTEST', status: 'COMPLETE', total_amount: '1.0' }, 'transaction_uuid,product_code,status', SECRET);
    expect(hasValidEsewaSignature(partial, SECRET)).toBe(false);
  });

  it('decodes the base64 data, also when a + arrived as a space, and rejects junk', () => {
    const answer = signedCallback();
    const data = encodeEsewaData(answer);
    expect(decodeEsewaData(data)).toEqual(answer);
    expect(decodeEsewaData(data.replace(/\+/g, ' '))).toEqual(answer);
    expect(decodeEsewaData('not base64 at all!')).toBeNull();
    expect(decodeEsewaData(Buffer.from('[1,2]').toString('base64'))).toBeNull();
  });
});

describe('eSewa success callback checks', () => {
  const expected = { orderRef: '241028', amountPaisa: 11000, gatewayRef: null };
  const refusal = (data: string) => {
    try {
      checkEsewaCallbackData(data, expected, esewaConfig);
    } catch (error) {
      return error instanceof PaymentRefusedError ? error.message : `other error: ${String(error)}`;
    }
    return 'accepted';
  };

  it('accepts eSewa-formatted amounts ("110.0", "1,000.0") for the amount we started', () => {
    expect(refusal(encodeEsewaData(signedCallback()))).toBe('accepted');
    const big = { ...expected, amountPaisa: 100000 };
    const data = encodeEsewaData(signedCallback({ total_amount: '1,000.0' }));
    expect(() => checkEsewaCallbackData(data, big, esewaConfig)).not.toThrow();
  });

  it('refuses a tampered amount even though the rest is intact', () => {
    const tampered = { ...signedCallback(), total_amount: '11.0' };
    expect(refusal(encodeEsewaData(tampered))).toMatch(/not signed by eSewa/);
  });

  it('refuses a genuinely signed answer for another amount or another transaction', () => {
    expect(refusal(encodeEsewaData(signedCallback({ total_amount: '100.0' })))).toMatch(/different amount/);
    expect(refusal(encodeEsewaData(signedCallback({ transaction_uuid: '999999' })))).toMatch(/another payment/);
    expect(refusal(encodeEsewaData(signedCallback({ product_code: 'OTHER' })))).toMatch(/another merchant/);
  });

  it('refuses data that is not readable', () => {
    expect(refusal('%%%')).toMatch(/could not be read/);
  });
});

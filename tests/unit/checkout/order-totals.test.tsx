import { render, screen, within } from '@testing-library/react';
import { OrderTotals } from '@/components/orders/order-totals';
import { followPaymentAction } from '@/lib/api/hooks/use-orders';

const row = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

describe('OrderTotals (the server’s totals, shown as rupees)', () => {
  it('shows every non-zero part, the coupon code, and the total exactly', () => {
    render(
      <OrderTotals
        totals={{ subtotal: 245000, accessories: 15000, discount: 26000, voucher: 0, deliveryCharge: 10000, deliveryDiscount: 0, total: 244000 }}
        couponCode="DASHAIN10"
        itemCount={2}
      />,
    );
    expect(within(row('Items (2)')).getByText(/2,450/)).toBeInTheDocument();
    expect(within(row('Add-ons')).getByText(/150/)).toBeInTheDocument();
    expect(within(row('Discount (DASHAIN10)')).getByText(/− .*260/)).toBeInTheDocument();
    expect(within(row('Delivery')).getByText(/100/)).toBeInTheDocument();
    expect(within(row('Total')).getByText(/2,440/)).toBeInTheDocument();
    expect(screen.queryByText('Gift voucher')).not.toBeInTheDocument();
  });

  it('says Free when delivery costs nothing, and writes a total above a lakh in lakh with every digit (SPEC §9)', () => {
    render(<OrderTotals totals={{ subtotal: 12345600, accessories: 0, discount: 0, voucher: 50000, deliveryCharge: 0, deliveryDiscount: 0, total: 12295600 }} />);
    expect(within(row('Delivery')).getByText('Free')).toBeInTheDocument();
    expect(within(row('Gift voucher')).getByText(/500/)).toBeInTheDocument();
    expect(within(row('Total')).getByText('रू 1.22956 lakh')).toBeInTheDocument();
    expect(within(row('Items')).getByText('रू 1.23456 lakh')).toBeInTheDocument();
  });
});

describe('followPaymentAction', () => {
  it('posts eSewa’s signed fields as a real form to the gateway', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    followPaymentAction({ kind: 'form-post', url: 'http://localhost:3000/sim/esewa/api/epay/main/v2/form', fields: { total_amount: '1250', signature: 'abc=' } }, '/x');
    const form = document.querySelector('form');
    expect(form?.method).toBe('post');
    expect(form?.action).toBe('http://localhost:3000/sim/esewa/api/epay/main/v2/form');
    expect(Object.fromEntries(new FormData(form!))).toEqual({ total_amount: '1250', signature: 'abc=' });
    expect(submit).toHaveBeenCalledTimes(1);
    submit.mockRestore();
  });
});

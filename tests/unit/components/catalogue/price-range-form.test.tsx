import { fireEvent, render, screen } from '@testing-library/react';
import { PriceRangeForm } from '@/components/catalogue/price-range-form';
import { resetFilters } from '@/lib/domain/filters';
import { navigation } from '../layout/navigation-mock';

jest.mock('next/navigation', () => jest.requireActual('../layout/navigation-mock').nextNavigationMock());
beforeEach(() => navigation.push.mockClear());

// The price box shows the bounds the list is really filtered by: a bound that is set, in its box; one that is not,
// as the list's own open end (placeholder), never SPEC's old 5000. Setting one end never sends or moves the other.

const RANGE = { min: 450, max: 16990 };
const minBox = () => screen.getByLabelText('Min (रू)') as HTMLInputElement;
const maxBox = () => screen.getByLabelText('Max (रू)') as HTMLInputElement;
const lowThumb = () => screen.getByLabelText('Lowest price') as HTMLInputElement;
const highThumb = () => screen.getByLabelText('Highest price') as HTMLInputElement;

describe('PriceRangeForm', () => {
  it('with no bound, says so in रू and leaves both boxes open, the slider running to the highest price in रू 50 steps', () => {
    render(<PriceRangeForm basePath="/category/cakes" filters={resetFilters()} range={RANGE} />);
    expect(screen.getByText('Any price (रू 450–रू 16,990)')).toBeInTheDocument();
    expect(minBox()).toHaveAttribute('name', 'minPrice');
    expect(maxBox()).toHaveAttribute('name', 'maxPrice');
    expect(minBox().value).toBe('');
    expect(maxBox().value).toBe('');
    expect(maxBox()).toHaveAttribute('placeholder', '16990');
    // The slider moves in the steps URLs are snapped to; its end is the first step at or above the highest price.
    expect(highThumb()).toHaveAttribute('step', '50');
    expect(highThumb()).toHaveAttribute('max', '17000');
    expect(highThumb().value).toBe('17000');
    expect(lowThumb().value).toBe('0');
  });

  it('with minPrice=1000 alone shows रू 1,000 and an open top at the highest price, not रू 5,000', () => {
    render(<PriceRangeForm basePath="/category/cakes" filters={{ ...resetFilters(), minPrice: 1000 }} range={RANGE} />);
    expect(screen.getByText('रू 1,000 and above')).toBeInTheDocument();
    expect(minBox().value).toBe('1000');
    expect(maxBox().value).toBe('');
    expect(highThumb().value).toBe('17000');
  });

  it('with both bounds shows both, and moving one thumb never moves the other box', () => {
    render(<PriceRangeForm basePath="/category/cakes" filters={{ ...resetFilters(), minPrice: 0, maxPrice: 5000 }} range={RANGE} />);
    expect(maxBox().value).toBe('5000');
    fireEvent.change(lowThumb(), { target: { value: '1200' } });
    expect(minBox().value).toBe('1200');
    expect(maxBox().value).toBe('5000');
    fireEvent.change(highThumb(), { target: { value: '17000' } }); // back at the end: no upper bound
    expect(maxBox().value).toBe('');
    expect(minBox().value).toBe('1200');
  });

  it('applies only the bounds that are set, with the other filters, from page 1', () => {
    render(<PriceRangeForm basePath="/category/cakes" filters={{ ...resetFilters(), brand: ['b'], page: 3 }} range={RANGE} />);
    fireEvent.change(minBox(), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(navigation.push).toHaveBeenCalledWith('/category/cakes?brand=b&minPrice=1000');
  });

  it('applies a typed bound on the slider steps, widening the range, so the URL is the canonical one at once', () => {
    render(<PriceRangeForm basePath="/category/cakes" filters={resetFilters()} range={RANGE} />);
    fireEvent.change(minBox(), { target: { value: '1075' } });
    fireEvent.change(maxBox(), { target: { value: '2010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(navigation.push).toHaveBeenCalledWith('/category/cakes?maxPrice=2050&minPrice=1050');
  });

  it('without JavaScript, is a GET form to the list with the other filters as hidden fields', () => {
    const { container } = render(
      <PriceRangeForm basePath="/category/cakes" filters={{ ...resetFilters(), brand: ['b'], maxPrice: 3000 }} range={RANGE} />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/category/cakes');
    expect(form).toHaveAttribute('method', 'get');
    const sent = [...new FormData(form).entries()].map(([k, v]) => `${k}=${String(v)}`);
    expect(sent).toEqual(['brand=b', 'minPrice=', 'maxPrice=3000']); // an empty box is read as no bound
  });

  it('gives no range line for an empty list', () => {
    render(<PriceRangeForm basePath="/category/cakes" filters={resetFilters()} range={{ min: 0, max: 0 }} />);
    expect(screen.queryByText(/Any price/)).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { PriceRangeForm } from '@/components/catalogue/price-range-form';
import { resetFilters } from '@/lib/domain/filters';

describe('PriceRangeForm', () => {
  it('shows the list’s price range in रू like every other price, and its inputs in the same unit', () => {
    render(<PriceRangeForm basePath="/category/cakes" filters={resetFilters()} range={{ min: 500, max: 25000 }} />);
    expect(screen.getByText('This list: रू 500–रू 25,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Min (रू)')).toHaveAttribute('name', 'minPrice');
    expect(screen.getByLabelText('Max (रू)')).toHaveAttribute('name', 'maxPrice');
  });

  it('gives no range hint for an empty list', () => {
    render(<PriceRangeForm basePath="/category/cakes" filters={resetFilters()} range={{ min: 0, max: 0 }} />);
    expect(screen.queryByText(/This list:/)).not.toBeInTheDocument();
  });
});

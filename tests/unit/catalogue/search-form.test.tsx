import { render, screen } from '@testing-library/react';
import { SearchForm } from '@/components/catalogue/search-form';

describe('the search page box', () => {
  it('shows the new query when the page is shown for another search without remounting (a header search)', () => {
    const { rerender } = render(<SearchForm defaultValue="cake" />);
    const box = () => screen.getByRole('searchbox', { name: 'Search cakes, flowers and gifts' }) as HTMLInputElement;
    expect(box().value).toBe('cake');
    rerender(<SearchForm defaultValue="rose" />);
    expect(box().value).toBe('rose');
  });
});

import { nepalPlace, placesIn } from '@/lib/domain/nepal-places';

// Addresses in structured data name the town, its province and its postal code: from a store's city, or from what a
// job posting's location says.

describe('places in Nepal', () => {
  it('knows every town the shop delivers to, with its province and head post office’s code', () => {
    expect(nepalPlace('Kathmandu')).toEqual({ locality: 'Kathmandu', region: 'Bagmati', postalCode: '44600' });
    expect(nepalPlace('lalitpur')).toEqual({ locality: 'Lalitpur', region: 'Bagmati', postalCode: '44700' });
    expect(nepalPlace('Pokhara')).toEqual({ locality: 'Pokhara', region: 'Gandaki', postalCode: '33700' });
    expect(nepalPlace('Bharatpur')?.postalCode).toBe('44200');
    expect(nepalPlace('Dhangadhi')?.region).toBe('Sudurpashchim');
    expect(nepalPlace('Patan')?.locality).toBe('Lalitpur');
    expect(nepalPlace('Sydney')).toBeNull();
  });

  it('finds the towns a job location names, in order, each once', () => {
    const towns = (text: string) => placesIn(text).map((p) => p.locality);
    expect(towns('New Baneshwor, Kathmandu (hybrid)')).toEqual(['Kathmandu']);
    expect(towns('Pulchowk, Lalitpur')).toEqual(['Lalitpur']);
    expect(towns('Lakeside, Pokhara')).toEqual(['Pokhara']);
    expect(towns('Lalitpur and Kathmandu')).toEqual(['Lalitpur', 'Kathmandu']);
    expect(towns('Kathmandu valley (Baneshwor, Pulchowk or Suryamadhi)')).toEqual(['Kathmandu', 'Bhaktapur']);
    expect(towns('Taumadhi, Bhaktapur')).toEqual(['Bhaktapur']);
    expect(towns('Remote')).toEqual([]);
  });
});

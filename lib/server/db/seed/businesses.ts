import type { SeedExecutor } from './insert';

// Reserved: the businesses demo data.
export async function seedBusinesses(_db: SeedExecutor): Promise<Record<string, number>> {
  return {};
}

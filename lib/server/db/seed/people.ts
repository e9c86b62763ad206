import type { SeedExecutor } from './insert';

// Reserved: the people demo data.
export async function seedPeople(_db: SeedExecutor): Promise<Record<string, number>> {
  return {};
}

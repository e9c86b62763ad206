import type { SeedExecutor } from './insert';

// Reserved: the contests demo data.
export async function seedContests(_db: SeedExecutor): Promise<Record<string, number>> {
  return {};
}

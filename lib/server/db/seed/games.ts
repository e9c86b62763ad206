import type { SeedExecutor } from './insert';

// Reserved: the games demo data.
export async function seedGames(_db: SeedExecutor): Promise<Record<string, number>> {
  return {};
}

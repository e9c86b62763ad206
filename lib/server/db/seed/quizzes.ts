import type { SeedExecutor } from './insert';

// Reserved: the quizzes demo data.
export async function seedQuizzes(_db: SeedExecutor): Promise<Record<string, number>> {
  return {};
}

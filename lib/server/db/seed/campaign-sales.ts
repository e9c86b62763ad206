import type { SeedExecutor } from './insert';

// Reserved: the campaign-sales demo data.
export async function seedCampaignSales(_db: SeedExecutor): Promise<Record<string, number>> {
  return {};
}

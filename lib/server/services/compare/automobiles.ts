import 'server-only';
import { eq } from 'drizzle-orm';
import type { ProductDetail } from '@/lib/domain/catalogue-types';
import type { AutomobileSpecsView } from '@/lib/domain/compare-types';
import { getDb } from '@/lib/server/db/client';
import { automobileSpecs } from '@/lib/server/db/schema';
import { getProductDetail } from '@/lib/server/services/catalogue/products';

export type AutomobileDetail = ProductDetail & { specs: AutomobileSpecsView | null };

/** An automobile (a product of type 'automobile') with its specs; null for anything else or an unknown slug. */
export async function getAutomobile(slug: string): Promise<AutomobileDetail | null> {
  const product = await getProductDetail(slug);
  if (!product || product.type !== 'automobile') return null;
  const [spec] = await getDb().select().from(automobileSpecs).where(eq(automobileSpecs.productId, product.id)).limit(1);
  if (!spec) return { ...product, specs: null };
  const { vehicleKind, rangeKm, topSpeedKmh, motorWatts, batteryWh, chargeHours, weightKg, payloadKg, warranty, licenceNeeded } = spec;
  return { ...product, specs: { vehicleKind, rangeKm, topSpeedKmh, motorWatts, batteryWh, chargeHours, weightKg, payloadKg, warranty, licenceNeeded } };
}

import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { COMPARE_MAX } from '@/lib/domain/compare-list';
import type { AutomobileSpecsView, CompareAnswer, CompareKind, CompareProduct } from '@/lib/domain/compare-types';
import { getDb } from '@/lib/server/db/client';
import { automobileSpecs, products, stores } from '@/lib/server/db/schema';
import { loadCakeRules } from '@/lib/server/services/catalogue/cake-rules';
import { cardsByIds } from '@/lib/server/services/catalogue/product-card';
import { productDeliveryFacts } from '@/lib/server/services/delivery';

// The compare page's data for the ids a browser holds (at most COMPARE_MAX, lib/domain/compare-list.ts): cards at
// today's prices (campaign prices included) plus what the page sets side by side. Ids of another kind (an automobile
// in the product list) or unknown ids are left out, never an error: the list lives in the browser and may be stale.

const poundLabel = (pound: number) => `${pound} lb`;

function weights(min: number, max: number, step: number): string[] {
  const out: string[] = [];
  for (let p = min; p <= max + 1e-9 && out.length < 12; p += step) out.push(poundLabel(Math.round(p * 10) / 10));
  return out;
}

export async function compareProducts(ids: number[], kind: CompareKind): Promise<CompareAnswer> {
  const wanted = [...new Set(ids)].slice(0, COMPARE_MAX);
  const cards = (await cardsByIds(wanted)).filter((c) => (kind === 'automobile' ? c.type === 'automobile' : c.type !== 'automobile'));
  if (cards.length === 0) return { compare: [], compareProducts: [] };
  const cardIds = cards.map((c) => c.id);
  const [rows, specs] = await Promise.all([
    getDb()
      .select({ id: products.id, sizes: products.sizes, city: stores.city })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(inArray(products.id, cardIds)),
    kind === 'automobile' ? getDb().select().from(automobileSpecs).where(inArray(automobileSpecs.productId, cardIds)) : Promise.resolve([]),
  ]);
  const compared = await Promise.all(
    cards.map(async (card): Promise<CompareProduct> => {
      const row = rows.find((r) => r.id === card.id);
      const [rules, facts] = await Promise.all([card.type === 'cake' ? loadCakeRules(card.id) : null, productDeliveryFacts(card)]);
      const spec = specs.find((s) => s.productId === card.id);
      const specView: AutomobileSpecsView | null = spec
        ? {
            vehicleKind: spec.vehicleKind, rangeKm: spec.rangeKm, topSpeedKmh: spec.topSpeedKmh, motorWatts: spec.motorWatts, batteryWh: spec.batteryWh,
            chargeHours: spec.chargeHours, weightKg: spec.weightKg, payloadKg: spec.payloadKg, warranty: spec.warranty, licenceNeeded: spec.licenceNeeded,
          }
        : null;
      return {
        ...card,
        sizes: rules ? weights(rules.minPound, rules.maxPound, rules.poundStep) : (row?.sizes ?? []),
        flavours: rules ? rules.flavours.map((f) => f.name) : [],
        eggless: rules ? rules.egglessAvailable : null,
        delivery: facts.lead,
        storeCity: row?.city ?? '',
        specs: specView,
      };
    }),
  );
  return { compare: compared.map((p) => p.id), compareProducts: compared };
}

import { normaliseFilters } from '@/lib/server/services/catalogue/product-list';
import { countFacets, scopeIndex } from '@/lib/server/services/catalogue/facet-index';
import { categoryScope } from '@/lib/server/services/catalogue/categories';
async function main() {
  let a = performance.now();
  const index = await scopeIndex('k', categoryScope([1,13,14,15,16,17,18,19,20]), 1);
  console.log('build', Math.round(performance.now() - a), 'ms rows', index.rows, 'tags', index.tags.values.length, 'colors', index.colors.values.length);
  for (const tags of [['premium'], ['eggless'], ['limited'], ['new'], ['local'],['premium'], ['eggless'], ['limited'], ['new'], ['local'],['premium'], ['eggless'], ['limited'], ['new'], ['local'],['a','b'],['premium'],['new']]) {
    a = performance.now();
    const r = countFacets(index, normaliseFilters({ tags, color: ['brown'] }));
    console.log(tags[0], (performance.now() - a).toFixed(2), 'ms total', r.total);
  }
  process.exit(0);
}
main();

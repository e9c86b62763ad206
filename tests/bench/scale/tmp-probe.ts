import { startProductionServer } from '@/scripts/support/production-server';
import { handleSignals, shutdown } from '@/scripts/support/lifecycle';
async function main() {
  handleSignals();
  const s = await startProductionServer({ distDir: '.next-bench-scale', databaseUrl: 'postgres://postgres@127.0.0.1:5432/ug_scale_100000', label: 'probe' });
  const t = async (p: string) => { const a = performance.now(); const r = await fetch(s.baseUrl + p); await r.arrayBuffer(); return Math.round(performance.now() - a); };
  console.log('warm', await t('/api/V2/category/cakes?color=brown&perPage=47'), await t('/api/V2/category/cakes?color=white&perPage=46'));
  const tags = ['same-day','bestseller','eggless','chocolate','handmade','local','limited','gift-wrapped','organic','new','personalised','premium'];
  const cols = ['brown','white','yellow','pink'];
  for (let round = 0; round < 2; round++) {
    const out: string[] = [];
    for (let i = 0; i < 30; i++) out.push(`${tags[i % 12]}+${cols[Math.floor(i / 12) + round]}:${await t(`/api/V2/category/cakes?tags=${tags[i % 12]}&color=${cols[Math.floor(i / 12) + round]}`)}`);
    console.log(out.join(' '));
  }
  await shutdown(0);
}
main();

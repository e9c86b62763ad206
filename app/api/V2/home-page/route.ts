import { handle, ok } from '@/lib/server/http/respond';
import { getHomeData } from '@/lib/server/services/content/home';

// SPEC §7 "GET the home/header data (reads data.data)": the home sections are nested one level, under data.data.
export const GET = handle(async () => {
  const home = await getHomeData();
  return ok({ data: home }, undefined, { cache: 'catalogue' });
});

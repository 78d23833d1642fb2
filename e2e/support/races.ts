import type { APIRequestContext } from '@playwright/test';

/** The newest stock race of the seed, read through the API as the app lists races. */
export async function firstRace(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const races = await request.get('/api/stock/race/ver/2/list?pageNum=1&pageSize=1');
  const [race] = ((await races.json()) as { rows: { id: number; title: string }[] }).rows;
  if (!race) throw new Error('no race in the seed');
  return race;
}

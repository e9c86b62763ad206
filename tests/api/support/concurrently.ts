/**
 * Runs `task` over `items` with at most `limit` running at once (a burst from many people, paced so this machine's
 * two cores and the test database's pool are not the thing measured); answers come back in the items' order.
 */
export async function concurrently<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Answers the keys asked during one tick of one request with one call of `load` (a small DataLoader), so a
 * field resolved for every product of a list costs one statement rather than one per product.
 */
export class RequestBatch<K, V> {
  private readonly open = new WeakMap<object, { keys: K[]; answer: Promise<readonly V[]> }>();

  /** `load` answers one value per key, in the order of the keys. */
  constructor(private readonly load: (keys: readonly K[]) => Promise<readonly V[]>) {}

  /** `request` scopes the batch: the GraphQL context of the request. */
  get(request: object, key: K): Promise<V> {
    let batch = this.open.get(request);
    if (!batch) {
      const keys: K[] = [];
      // GraphQL resolves the fields of a list's items in one synchronous pass: the tick collects them all.
      const answer = new Promise<void>((resolve) => process.nextTick(resolve)).then(() => {
        this.open.delete(request);
        return this.load(keys);
      });
      batch = { keys, answer };
      this.open.set(request, batch);
    }
    const at = batch.keys.push(key) - 1;
    return batch.answer.then((values) => values[at] as V);
  }
}

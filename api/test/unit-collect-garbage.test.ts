import { collectGarbage } from '../src/services/search/collect-garbage';

/** The collection after the index load must really collect, also when node runs without --expose-gc. */
describe('collectGarbage', () => {
  it('frees what nothing references any more', async () => {
    const ref = new WeakRef(new Float64Array(1_000_000));
    // a WeakRef target stays alive until the end of the current job: let it end first
    await new Promise((r) => setImmediate(r));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});

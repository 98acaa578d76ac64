import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

/**
 * A full garbage collection, once the index is built: the load leaves about as much garbage as the index itself
 * (row batches, token strings; at 1M jobs RSS stayed near 2 GB for an index of ~730 MB), and V8 keeps it until
 * allocation pressure comes, which an API process that mostly answers from its index may never see. Uses `gc`
 * when node runs with --expose-gc, else exposes it once (V8 flag set at run time, the function taken from a new
 * context).
 */
export function collectGarbage(): void {
  if (!collect) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (exposed) collect = exposed;
    else {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as () => void;
    }
  }
  collect();
}

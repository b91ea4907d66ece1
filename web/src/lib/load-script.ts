/** Scripts asked for, by address: a second ask while one loads (or once it has) waits for the same. */
const loads = new Map<string, Promise<unknown>>();

/**
 * A gateway's script (Accept.js, NMI's Collect.js), loaded once, on the step that needs it, and the global it
 * defines. `found` reads that global: when the page already has it (loaded before, or a test's stand-in) nothing is
 * loaded. `dataset` goes on the script tag (Collect.js reads its public key there). A failed load may be tried
 * again: the network came back.
 */
export function loadScript<T>(
  url: string,
  found: () => T | undefined,
  dataset: Record<string, string> = {},
): Promise<T> {
  const present = found();
  if (present) return Promise.resolve(present);
  const known = loads.get(url);
  if (known) return known as Promise<T>;
  const loading = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    Object.assign(script.dataset, dataset);
    script.onload = () => {
      const loaded = found();
      if (loaded) resolve(loaded);
      else reject(new Error('the payment script defined nothing'));
    };
    script.onerror = () => reject(new Error('the payment script did not load'));
    document.head.append(script);
  });
  loading.catch(() => loads.delete(url));
  loads.set(url, loading);
  return loading;
}

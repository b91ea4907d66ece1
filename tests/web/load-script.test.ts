import { loadScript } from '../../web/src/lib/load-script';

declare global {
  interface Window {
    GatewayStandIn?: { name: string };
  }
}

const tags = (url: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === url);

describe("a gateway's script", () => {
  afterEach(() => {
    delete window.GatewayStandIn;
    document.head.innerHTML = '';
  });

  it('is not loaded again when the page already has its global', async () => {
    window.GatewayStandIn = { name: 'already here' };
    await expect(loadScript('https://gateway.test/a.js', () => window.GatewayStandIn)).resolves.toEqual({
      name: 'already here',
    });
    expect(tags('https://gateway.test/a.js')).toHaveLength(0);
  });

  it('is loaded once for two asks, with its public key on the tag, and answers the global it defines', async () => {
    const url = 'https://gateway.test/b.js';
    const first = loadScript(url, () => window.GatewayStandIn, { tokenizationKey: 'public-key' });
    const second = loadScript(url, () => window.GatewayStandIn, { tokenizationKey: 'public-key' });
    const [tag] = tags(url);
    expect(tags(url)).toHaveLength(1);
    expect(tag!.dataset.tokenizationKey).toBe('public-key');
    window.GatewayStandIn = { name: 'loaded' };
    tag!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toEqual({ name: 'loaded' });
    await expect(second).resolves.toEqual({ name: 'loaded' });
  });

  it('is asked for again after a failed load (the network came back)', async () => {
    const url = 'https://gateway.test/c.js';
    const failed = loadScript(url, () => window.GatewayStandIn);
    tags(url)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('did not load');

    const again = loadScript(url, () => window.GatewayStandIn);
    expect(tags(url)).toHaveLength(2);
    window.GatewayStandIn = { name: 'loaded' };
    tags(url)[1]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toEqual({ name: 'loaded' });
  });

  it('fails when it loads but defines nothing, and may be asked for again', async () => {
    const url = 'https://gateway.test/d.js';
    const empty = loadScript(url, () => window.GatewayStandIn);
    tags(url)[0]!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('defined nothing');
    void loadScript(url, () => window.GatewayStandIn).catch(() => undefined);
    expect(tags(url)).toHaveLength(2);
  });
});

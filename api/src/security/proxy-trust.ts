import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * Which proxies in front of the server are ours (TRUST_PROXY): none; a number of hops (`true` is one);
 * or their addresses and CIDR ranges. Only what our proxies added to X-Forwarded-For is believed: the
 * client is the right-most address not added by a trusted proxy, so a client that writes its own
 * X-Forwarded-For cannot choose its address.
 */
export class ProxyTrust {
  private constructor(
    private readonly hops: number,
    private readonly trusted: BlockList | undefined,
    readonly description: string,
  ) {}

  static none(): ProxyTrust {
    return new ProxyTrust(0, undefined, 'none');
  }

  /** Parses TRUST_PROXY: false, true, a hop count, or comma-separated addresses and CIDR ranges. */
  static parse(raw: string | undefined): ProxyTrust {
    const value = raw?.trim().toLowerCase() ?? '';
    if (['', '0', 'false', 'off', 'no'].includes(value)) return ProxyTrust.none();
    if (['true', 'on', 'yes'].includes(value)) return new ProxyTrust(1, undefined, '1 hop');
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) throw new Error(`TRUST_PROXY allows at most 10 hops, got "${raw}"`);
      return new ProxyTrust(hops, undefined, `${hops} hop${hops === 1 ? '' : 's'}`);
    }
    const list = new BlockList();
    for (const entry of value.split(',').map((e) => e.trim())) {
      const [address, bits] = entry.split('/') as [string, string | undefined];
      const family = isIP(address);
      const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
      if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
        throw new Error(`TRUST_PROXY must be true, false, a hop count or addresses/CIDR ranges; "${entry}" is none`);
      }
      list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
    }
    return new ProxyTrust(0, list, value);
  }

  get enabled(): boolean {
    return this.hops > 0 || this.trusted !== undefined;
  }

  /** Whether the peer on the socket is one of our proxies, so its forwarded headers count. */
  trustsPeer(raw: IncomingMessage): boolean {
    return this.hops > 0 || this.isTrusted(raw.socket.remoteAddress);
  }

  /** The client's address: the socket's, or the right-most forwarded one no trusted proxy added. */
  clientIp(raw: IncomingMessage): string {
    const peer = raw.socket.remoteAddress || 'unknown';
    if (!this.enabled) return peer;
    const header = raw.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    // Nearest first: the peer, then what each proxy appended, right to left.
    const chain = [peer, ...forwarded.reverse()];
    if (this.trusted) {
      const client = chain.find((address) => !this.isTrusted(address));
      return client ?? chain[chain.length - 1]!;
    }
    return chain[Math.min(this.hops, chain.length - 1)]!;
  }

  private isTrusted(address: string | undefined): boolean {
    if (!address || !this.trusted) return false;
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && this.trusted.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  }
}

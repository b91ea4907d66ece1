/**
 * URLs of our drawings, already worked out, by what they are drawn from: a drawing is a pure function of
 * its subject, and drawing and hashing one costs about 10 µs, where a page of 30 cards names 90 of them.
 * Bounded: the oldest entry goes first once it is full.
 */
export class DrawingVersions {
  private readonly urls = new Map<string, string | null>();

  constructor(private readonly maxEntries: number) {}

  urlOf(key: string, draw: () => string | null): string | null {
    const known = this.urls.get(key);
    if (known !== undefined) return known;
    const url = draw();
    if (this.urls.size >= this.maxEntries) this.urls.delete(this.urls.keys().next().value!);
    this.urls.set(key, url);
    return url;
  }
}

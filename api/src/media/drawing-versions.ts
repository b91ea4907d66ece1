/**
 * URLs of our drawings, already worked out: a drawing is a pure function of its subject, and drawing and
 * hashing one costs about 10 µs, where a page of 30 cards names 90 of them. Kept by the picture's own
 * key (its path and view) with the subject it was drawn from, which must still be the same to be reused.
 * Bounded: the oldest entry goes first once it is full.
 */
export class DrawingVersions<S> {
  private readonly urls = new Map<string, { subject: S; url: string | null }>();

  constructor(
    private readonly maxEntries: number,
    private readonly sameSubject: (a: S, b: S) => boolean,
  ) {}

  urlOf(key: string, subject: S, draw: () => string | null): string | null {
    const known = this.urls.get(key);
    if (known && this.sameSubject(known.subject, subject)) return known.url;
    const url = draw();
    if (!known && this.urls.size >= this.maxEntries) this.urls.delete(this.urls.keys().next().value!);
    this.urls.set(key, { subject, url });
    return url;
  }
}

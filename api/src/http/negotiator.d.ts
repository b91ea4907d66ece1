/** The `negotiator` package (Apollo Server's own choice of content type), which ships no types. */
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The most preferred of `available` by the request's Accept, or undefined when none is acceptable. */
    mediaType(available?: string[]): string | undefined;
  }
  export = Negotiator;
}

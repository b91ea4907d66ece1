import type { PersistedDocuments } from './persisted-documents';
import { type PlanSettings, PlannedDocument } from './planned-document';

/**
 * The plans of one endpoint's trusted documents (its schema and manifest), each made once, at start or on
 * first use. A document that cannot be planned stays with Apollo Server, which serves it as before.
 */
export class DocumentPlans<TContext> {
  private readonly plans = new Map<string, PlannedDocument<TContext> | null>();
  /** Requests answered by a plan (the tests hold the hash path to it). */
  answered = 0;

  constructor(
    private readonly documents: PersistedDocuments,
    private readonly settings: PlanSettings<TContext>,
  ) {}

  /** Documents planned so far (or found unplannable). */
  get size(): number {
    return this.plans.size;
  }

  /** Plans every document now; answers those left to Apollo, with why. */
  planAll(): Map<string, string> {
    const unplanned = new Map<string, string>();
    for (const [hash, text] of this.documents.entries()) {
      const plan = this.make(hash, text);
      if (typeof plan === 'string') unplanned.set(hash, plan);
    }
    return unplanned;
  }

  /** The plan of the document with this hash; undefined for an unknown hash or a document Apollo keeps. */
  get(sha256Hash: string): PlannedDocument<TContext> | undefined {
    const known = this.plans.get(sha256Hash);
    if (known !== undefined) return known ?? undefined;
    const text = this.documents.get(sha256Hash);
    if (text === undefined) return undefined;
    const plan = this.make(sha256Hash, text);
    return typeof plan === 'string' ? undefined : plan;
  }

  private make(hash: string, text: string): PlannedDocument<TContext> | string {
    const plan = PlannedDocument.plan(text, this.settings);
    this.plans.set(hash, typeof plan === 'string' ? null : plan);
    return plan;
  }
}

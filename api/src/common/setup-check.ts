/**
 * One thing the owner must set before the shop sells, as the owner's first start lists it. Each module that
 * needs something set contributes one check (a `<thing>.setup-check.ts` file in its own folder) and
 * `services.ts` lists it in `setupChecks`; the dashboard asks each in turn and knows none of them.
 */
export interface SetupCheck {
  /** Stable and unique among the checks, e.g. `vapour-carrier`: the client's key, never shown. */
  readonly key: string;
  /** What must be set, as the owner reads it: "The seller's legal name and registration". */
  readonly title: string;
  /** Where it stands now. Reads only its own module's tables or settings; never throws for "not set". */
  check(): Promise<SetupCheckResult> | SetupCheckResult;
}

export interface SetupCheckResult {
  /** Set well enough to sell. */
  readonly done: boolean;
  /** What is set, or what is missing and how to set it, in words (setting names, never their values' secrets). */
  readonly detail: string;
  /**
   * The back-office page where it is set (a path under `/admin/`, with a label), or null when it is a server
   * setting (an environment variable the detail names) that no page changes.
   */
  readonly link: { readonly path: string; readonly label: string } | null;
}

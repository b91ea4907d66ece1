import type { AgeVerificationSettings } from '../../config';
import { badInput } from '../../errors';
import type { Logger } from '../../logger';
import type { AgeVerifier, VerificationResult } from './age-verification.types';
import { errorResult, identityProblem, verificationResult } from './age-verification.rules';
import { ageCheckerVerifier } from './agechecker.transport';
import { veratadVerifier } from './veratad.transport';

/** The running development sandbox, as the sandbox provider reaches it. */
export interface SandboxEndpoint {
  readonly gatewayUrl: string;
  readonly user: string;
  readonly pass: string;
  documentUrl(reference: string): string;
}

/** Nothing automatic: a compliance staff member decides later, and records how and the reference. */
const manualVerifier: AgeVerifier = {
  provider: 'manual',
  verify: async () => verificationResult('manual', 'PENDING_REVIEW'),
};

/** Production that named no provider does not start; a test app that does so gets no passes. */
const unsetVerifier: AgeVerifier = {
  provider: 'unset',
  verify: async () => errorResult('unset', 'no age-verification provider is configured'),
};

/**
 * Every provider behind the same checks: the identity is refused (BAD_USER_INPUT) before a provider is asked,
 * each result carries the configured provider's name (a sandbox check never passes for Veratad's) and is
 * logged by outcome and reference only, never with the identity.
 */
function checked(name: string, verifier: AgeVerifier, logger: Logger): AgeVerifier {
  const settle = (result: VerificationResult): VerificationResult => {
    const stamped = { ...result, provider: name };
    const fields = { provider: name, outcome: stamped.outcome, reason: stamped.reason, reference: stamped.reference };
    if (stamped.outcome === 'ERROR') logger.warn('age verification failed', { ...fields, problem: stamped.problem });
    else logger.info('age verification', fields);
    return stamped;
  };
  const status = verifier.status?.bind(verifier);
  const verifyCallback = verifier.verifyCallback?.bind(verifier);
  return {
    provider: name,
    async verify(identity, options) {
      const problem = identityProblem(identity);
      if (problem) throw badInput(`The identity to verify is incomplete: ${problem}.`);
      return settle(await verifier.verify(identity, options));
    },
    ...(status && { status: async (reference: string) => settle(await status(reference)) }),
    ...(verifyCallback && {
      verifyCallback: (rawBody: Buffer | string, signature: string | undefined) =>
        settle(verifyCallback(rawBody, signature)),
    }),
  };
}

/** The provider AGE_VERIFICATION_PROVIDER names; `sandbox` needs the running sandbox. */
export function createAgeVerifier(
  settings: AgeVerificationSettings,
  logger: Logger,
  sandbox?: SandboxEndpoint,
): AgeVerifier {
  const { timeoutMs } = settings;
  switch (settings.provider) {
    case 'veratad':
      return checked('veratad', veratadVerifier(settings), logger);
    case 'agechecker':
      return checked('agechecker', ageCheckerVerifier(settings), logger);
    case 'manual':
      return checked('manual', manualVerifier, logger);
    case 'sandbox': {
      if (!sandbox) throw new Error('AGE_VERIFICATION_PROVIDER=sandbox needs the development sandbox running');
      const { gatewayUrl: url, user, pass, documentUrl } = sandbox;
      return checked('sandbox', veratadVerifier({ url, user, pass, timeoutMs, documentUrl }), logger);
    }
    case 'unset':
      return checked('unset', unsetVerifier, logger);
  }
}

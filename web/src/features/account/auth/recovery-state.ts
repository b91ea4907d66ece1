/** What /app/ForgetPassword hands to /Codeverify in router state: the e-mail and the server's answer, never a code. */
export interface RecoveryState {
  email: string;
  notice: string;
}

export function readRecoveryState(state: unknown, search: string): Partial<RecoveryState> {
  const fromState = typeof state === 'object' && state !== null ? (state as Partial<Record<string, unknown>>) : {};
  const email = typeof fromState.email === 'string' ? fromState.email : new URLSearchParams(search).get('email');
  const notice = typeof fromState.notice === 'string' ? fromState.notice : undefined;
  return { email: email ?? undefined, notice };
}

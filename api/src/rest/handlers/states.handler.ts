import type { LegacyCall } from '../legacy-types';

/** Call 9: the states and DC the shop ships to, by name. */
export const statesCall: LegacyCall = async (_request, { addresses }) => {
  const states = await addresses.usStates();
  return { body: { States: states.map((s) => ({ state: s.name, code: s.code })) } };
};

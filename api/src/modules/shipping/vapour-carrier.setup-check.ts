import type { SetupCheck } from '../../common/setup-check';
import { carriesVapour } from './carrier-fitness.rules';
import type { CarrierService } from './carrier.service';

/**
 * A carrier that delivers vapour products to an adult who signs and shows a photo ID (PACT Act): without one, no
 * order holding a vapour product can ship, and only staff who may change compliance data can add it.
 */
export function vapourCarrierCheck(carriers: Pick<CarrierService, 'list'>): SetupCheck {
  return {
    key: 'vapour-carrier',
    title: 'A carrier for vapour products (adult signature and ID check)',
    async check() {
      const fit = (await carriers.list()).filter(carriesVapour).map((c) => c.name);
      return fit.length
        ? { done: true, detail: `Vapour products ship by ${fit.join(', ')}.`, link: null }
        : {
            done: false,
            detail:
              'No carrier delivers vapour products with an adult’s signature and ID check, so no order holding one ' +
              'can ship. Add the carrier you contract for age-verified delivery.',
            link: { path: '/admin/carriers', label: 'Carriers' },
          };
    },
  };
}

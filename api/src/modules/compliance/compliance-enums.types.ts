import { registerEnumType } from 'type-graphql';
import { CharacterizingFlavour, EndsKind, FdaMarketingStatus } from './product-compliance.type';

registerEnumType(EndsKind, {
  name: 'EndsKind',
  description: 'The kind of vapour product (ENDS) a product is, as state rules and excise taxes name them.',
  valuesConfig: {
    CLOSED_SYSTEM: { description: 'A closed system: a prefilled cartridge or pod, alone or with its device.' },
    DISPOSABLE: { description: 'A disposable vape.' },
    OPEN_SYSTEM: { description: 'An open system: a refillable device or kit.' },
    E_LIQUID: { description: 'A bottle of e-liquid.' },
    PART: { description: 'A part or accessory of a vapour product (coils, empty pods, tanks, batteries).' },
    NON_NICOTINE: { description: 'A vapour product without nicotine.' },
  },
});

registerEnumType(CharacterizingFlavour, {
  name: 'CharacterizingFlavour',
  description: 'The flavour that characterizes a product, as flavour bans name them.',
  valuesConfig: {
    TOBACCO: { description: 'Tobacco.' },
    MENTHOL: { description: 'Menthol.' },
    MINT: { description: 'Mint or wintergreen.' },
    COOLING: { description: 'A cooling sensation ("ice"), a flavour in California since 2025.' },
    OTHER: { description: 'Any other flavour (fruit, dessert, drink …).' },
    NONE: { description: 'No characterizing flavour.' },
  },
});

registerEnumType(FdaMarketingStatus, {
  name: 'FdaMarketingStatus',
  description: 'The product’s FDA marketing status, as state product directories ask.',
  valuesConfig: {
    AUTHORIZED: { description: 'The FDA granted a marketing order.' },
    PMTA_PENDING: { description: 'A premarket tobacco application is pending.' },
    NONE: { description: 'Neither.' },
  },
});

export { CharacterizingFlavour, EndsKind, FdaMarketingStatus };

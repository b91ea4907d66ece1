import { describeAxeOf } from './support/axe-suite';
import { INFORMATION_ROUTES } from './support/routes';

describeAxeOf('the pages of issue 6: brand, help and policy pages', INFORMATION_ROUTES);

import { describeAxeOf } from './support/axe-suite';
import { LISTING_ROUTES } from './support/routes';

describeAxeOf("the pages of issue 6: the catalogue's categories and kits", LISTING_ROUTES);

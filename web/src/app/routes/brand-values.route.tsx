import { BrandValuesPage } from '../../features/content/brand/brand-values-page';

export { BrandValuesPage as Component };

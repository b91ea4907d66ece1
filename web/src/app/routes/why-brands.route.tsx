import { WhyBrandsPage } from '../../features/content/brand/why-brands-page';

export { WhyBrandsPage as Component };

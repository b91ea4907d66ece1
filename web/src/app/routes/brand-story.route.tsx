import { BrandStoryPage } from '../../features/content/brand/brand-story-page';

export { BrandStoryPage as Component };

import { Blog1Page } from '../../features/content/blog/blog1-page';

export { Blog1Page as Component };

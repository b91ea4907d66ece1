import { SquadBlogPage } from '../../features/content/blog/squad-blog-page';

export { SquadBlogPage as Component };

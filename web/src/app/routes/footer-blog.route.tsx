import { FooterBlogPage } from '../../features/content/blog/footer-blog-page';

export { FooterBlogPage as Component };

import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import { BlogList } from './blog-list';
import { FOOTER_BLOG_POSTS } from './blog-posts';

/** /FooterBlog: the blog the footer's Blogs link opens. */
export function FooterBlogPage() {
  return (
    <ContentPage title="Blogs" documentTitle="Blog" lead="Guides, comparisons and news from the ESI team.">
      <BlogList posts={FOOTER_BLOG_POSTS} />
      <p className="content-section">
        More from our team on the <Link to={paths.squadBlog()}>ESI Squad blog</Link>.
      </p>
    </ContentPage>
  );
}

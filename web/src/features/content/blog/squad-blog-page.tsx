import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import { BlogList } from './blog-list';
import { SQUAD_BLOG_POSTS } from './blog-posts';

/** /SquadBlog: the squad blog listing (the spec's route name is not shown; this one is ours). */
export function SquadBlogPage() {
  return (
    <ContentPage
      title="ESI Squad Blog"
      crumbs={[{ label: 'Blogs', to: paths.footerBlog() }]}
      lead="Stories and tips from the people who work here, and vape every day."
    >
      <BlogList posts={SQUAD_BLOG_POSTS} />
      <p className="content-section">
        Want to write for the Squad? <Link to={paths.contactUs()}>Get in touch</Link>.
      </p>
    </ContentPage>
  );
}

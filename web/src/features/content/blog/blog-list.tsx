import { Link } from 'react-router-dom';
import { DeviceArt, DuoArt, ParcelArt, TeamArt } from '../../../components/illustrations';
import { paths } from '../../../config/paths';
import type { BlogPostSummary } from './blog-posts';
import './blog.css';

function PostArt({ post }: { post: BlogPostSummary }) {
  const label = `Illustration for “${post.title}”`;
  if (post.art === 'duo') return <DuoArt label={label} />;
  if (post.art === 'parcel') return <ParcelArt label={label} />;
  if (post.art === 'team') return <TeamArt label={label} />;
  return <DeviceArt label={label} />;
}

/** A list of post teasers; every Read More goes to /Blog1 (spec section 2). */
export function BlogList({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <ul className="blog-list">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="blog-card" aria-labelledby={`${post.id}-title`}>
            <div className="blog-card__art">
              <PostArt post={post} />
            </div>
            <div className="blog-card__body">
              <p className="blog-card__date">{post.date}</p>
              <h2 id={`${post.id}-title`} className="blog-card__title">
                {post.title}
              </h2>
              <p>{post.excerpt}</p>
              <Link to={paths.blog1()} className="blog-card__more">
                Read More<span className="visually-hidden">: {post.title}</span>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { BLOG_POSTS } from './blog-posts';
import './blog-teasers.css';

export function BlogTeasers() {
  return (
    <section className="section container" aria-labelledby="home-blog-title">
      <h2 className="section__title" id="home-blog-title">
        From Our Blog
      </h2>
      <ul className="blog-teasers">
        {BLOG_POSTS.map((post) => (
          <li key={post.id}>
            <article className="blog-teaser">
              <div className={`blog-teaser__art blog-teaser__art--${post.art}`} role="img" aria-label={post.title}>
                <span />
                <span />
                <span />
              </div>
              <div className="blog-teaser__body">
                <h3 className="blog-teaser__title">{post.title}</h3>
                <p>{post.description}</p>
                <Link to={paths.blog1()} className="blog-teaser__more">
                  Read More<span className="visually-hidden">: {post.title}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

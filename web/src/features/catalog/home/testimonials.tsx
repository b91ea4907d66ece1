import { StarIcon } from '../../../components/icons';
import { MAX_RATING, TESTIMONIALS } from './testimonials-data';
import './testimonials.css';

export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="star-rating">
      <span className="visually-hidden">
        Rated {rating} out of {MAX_RATING} stars
      </span>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <StarIcon key={i} filled={i < rating} />
      ))}
    </p>
  );
}

export function Testimonials() {
  return (
    <section className="section" aria-labelledby="home-testimonials-title">
      <div className="container">
        <h2 className="section__title" id="home-testimonials-title">
          What Our Customers Say
        </h2>
        <ul className="testimonials__list">
          {TESTIMONIALS.map((review) => (
            <li key={review.id}>
              <figure className="testimonial">
                <StarRating rating={review.rating} />
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <figcaption>
                  <strong>{review.name}</strong>, {review.place}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

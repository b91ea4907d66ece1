import { type FocusEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PauseIcon, PlayIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useReducedMotion } from '../../../lib/use-media-query';
import { BannerArt } from './banner-art';
import { BANNER_INTERVAL_MS, BANNER_SLIDES, SALE_SLIDE_ID, withSaleFigure } from './banner-slides';
import './hero-banner.css';

/**
 * The rotating banner: four slides in a loop, one every 3000 ms. It holds still while the pointer is over
 * it or focus is inside it, when the shopper pressed pause, and when the system asks for reduced motion.
 */
export interface HeroBannerProps {
  /** The largest saving on sale from the home query; null when nothing is on sale, undefined while loading. */
  largestSavingPercent?: number | null;
}

export function HeroBanner({ largestSavingPercent }: HeroBannerProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = !hovered && !focused && !stopped && !reducedMotion;
  const slides = BANNER_SLIDES.map((slide) =>
    slide.id === SALE_SLIDE_ID ? withSaleFigure(slide, largestSavingPercent) : slide,
  );
  const count = slides.length;

  // Keyed on the index, so choosing a slide by hand gives it a full interval too.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) {
      setFocused(false);
    }
  };

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Promotions"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="container">
        <div className="hero__viewport">
          {/* No style on the first slide: the server's HTML may carry no style attribute (the CSP), React's later ones go through the CSSOM. */}
          <div
            className="hero__track"
            style={index ? { transform: `translateX(-${index * 100}%)` } : undefined}
            aria-live="off"
          >
            {slides.map((slide, i) => (
              <div
                key={slide.id}
                className={`hero__slide hero__slide--${slide.theme}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={i !== index}
                inert={i !== index}
              >
                <Link to={slide.id === SALE_SLIDE_ID ? paths.deals() : paths.search()} className="hero__link">
                  <span className="hero__copy">
                    <span className="hero__eyebrow">{slide.eyebrow}</span>
                    <span className="hero__title">{slide.title}</span>
                    <span className="hero__text">{slide.text}</span>
                    <span className="hero__cta">{slide.cta}</span>
                  </span>
                  <BannerArt />
                </Link>
              </div>
            ))}
          </div>
          <div className="hero__controls">
            <button
              type="button"
              className="hero__pause"
              aria-label={stopped ? 'Play slides' : 'Pause slides'}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="hero__dot"
                aria-label={`Show slide ${i + 1} of ${count}: ${slide.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

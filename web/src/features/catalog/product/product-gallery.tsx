import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import type { ProductPageQuery } from '../../../graphql/__generated__/graphql';
import { rovingIndex } from '../../../lib/roving-index';
import './product-gallery.css';

type Picture = NonNullable<ProductPageQuery['product']>['gallery'][number];

/** A horizontal move this long (CSS pixels) on the main picture is a swipe to the next or previous one. */
const SWIPE_PX = 40;

/**
 * The main picture and a thumbnail per view (the WAI-ARIA tabs pattern): a click, the arrow keys, Home and
 * End choose the picture, and a swipe on the main picture moves to the next or previous one. Every picture
 * has its size, so nothing moves while they load.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: readonly Picture[] }) {
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeFrom = useRef<number | null>(null);
  const baseId = useId();
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;
  const current = pictures[Math.min(selected, pictures.length - 1)];
  if (!current) return null;

  const onThumbKeyDown = (event: KeyboardEvent) => {
    const next = rovingIndex(event.key, selected, pictures.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
    const step = event.clientX < from ? 1 : -1;
    setSelected((i) => (i + step + pictures.length) % pictures.length);
  };

  return (
    <section className="product-gallery" aria-label={`Pictures of ${name}`}>
      <div
        id={panelId}
        className="product-gallery__main"
        role={pictures.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={pictures.length > 1 ? tabId(selected) : undefined}
        onPointerDown={(event) => (swipeFrom.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        {/* The page's largest picture: fetched first, never lazily. */}
        <img
          src={current.url}
          alt={current.alt}
          width={current.width}
          height={current.height}
          fetchPriority="high"
          draggable={false}
        />
      </div>
      {pictures.length > 1 ? (
        <div
          className="product-gallery__thumbs"
          role="tablist"
          aria-label="Choose a picture"
          onKeyDown={onThumbKeyDown}
        >
          {pictures.map((picture, i) => (
            <button
              key={picture.url}
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              className="product-gallery__thumb"
              aria-selected={i === selected}
              aria-controls={panelId}
              tabIndex={i === selected ? 0 : -1}
              onClick={() => setSelected(i)}
            >
              <img src={picture.url} alt={picture.alt} width="72" height="72" loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

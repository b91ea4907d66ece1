import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BANNER_INTERVAL_MS, BANNER_SLIDES } from '../../web/src/features/catalog/home/banner-slides';
import { HeroBanner } from '../../web/src/features/catalog/home/hero-banner';

function renderBanner(largestSavingPercent: number | null = 20) {
  return render(
    <MemoryRouter useTransitions={false}>
      <HeroBanner largestSavingPercent={largestSavingPercent} />
    </MemoryRouter>,
  );
}

/** The number (1-based) of the slide whose dot is marked current. */
function currentSlide(): number {
  const dots = screen.getAllByRole('button', { name: /^Show slide/ });
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('HeroBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has four slides: the sale says 20% OFF and opens /Deals, the others open /SearchProduct/', () => {
    renderBanner();
    expect(BANNER_SLIDES).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(4);
    expect(screen.getByText('20% OFF')).toBeTruthy();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/Deals',
      '/SearchProduct/',
      '/SearchProduct/',
      '/SearchProduct/',
    ]);
  });

  it("takes the sale's figure from the data, and says deals are coming when nothing is on sale", () => {
    const { unmount } = renderBanner(15);
    expect(screen.getByText('15% OFF')).toBeTruthy();
    expect(screen.queryByText('20% OFF')).toBeNull();
    unmount();
    renderBanner(null);
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  it('advances every 3000 ms and loops back to the first slide', () => {
    renderBanner();
    expect(BANNER_INTERVAL_MS).toBe(3000);
    expect(currentSlide()).toBe(1);
    advance(2999);
    expect(currentSlide()).toBe(1);
    advance(1);
    expect(currentSlide()).toBe(2);
    advance(3000);
    expect(currentSlide()).toBe(3);
    advance(3000);
    expect(currentSlide()).toBe(4);
    advance(3000);
    expect(currentSlide()).toBe(1);
  });

  it('hides every slide but the current one from assistive technology', () => {
    renderBanner();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true', 'true']);
    advance(3000);
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['true', 'false', 'true', 'true']);
  });

  it('holds still while the pointer is over it and resumes when it leaves', () => {
    renderBanner();
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(carousel);
    advance(9000);
    expect(currentSlide()).toBe(1);
    fireEvent.mouseLeave(carousel);
    advance(3000);
    expect(currentSlide()).toBe(2);
  });

  it('stops with the pause button and shows the slide of a chosen dot', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    // Focus stays on the button: move it away so only the pause holds the banner.
    screen.getByRole('button', { name: 'Play slides' }).blur();
    advance(9000);
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /^Show slide 3 of 4/ }));
    expect(currentSlide()).toBe(3);
  });

  it('does not rotate when the system asks for reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('reduce') });
    try {
      renderBanner();
      advance(9000);
      expect(currentSlide()).toBe(1);
    } finally {
      window.matchMedia = original;
    }
  });
});

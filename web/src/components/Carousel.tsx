import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './Carousel.module.css';

// product.md §9.4: the billboard carousel is 450 px high with 400 px slides.
export const CAROUSEL_HEIGHT = 450;
export const CAROUSEL_SLIDE_WIDTH = 400;

export interface CarouselProps<T> {
  items: readonly T[];
  /** `active` is false for the slides beside the current one: keep them out of the tab order. */
  renderItem: (item: T, active: boolean) => ReactNode;
  itemKey: (item: T, index: number) => string;
  label: string;
  /** Advance by itself every so many milliseconds, until the user takes over. */
  autoAdvanceMs?: number;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A row of slides with the current one centred, arrows and dots. Auto-advance (optional) stops
 * for good the moment the user moves it by hand: from then on it stays where they put it.
 */
export function Carousel<T>({ items, renderItem, itemKey, label, autoAdvanceMs }: CarouselProps<T>) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => autoAdvanceMs !== undefined && !prefersReducedMotion());
  const count = items.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const trackId = useId();

  useEffect(() => {
    if (!playing || autoAdvanceMs === undefined || count < 2) return;
    const timer = setTimeout(() => setIndex((shown) => (shown + 1) % count), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [playing, autoAdvanceMs, count, current]);

  const goTo = (next: number) => {
    setPlaying(false);
    setIndex((next + count) % count);
  };

  if (count === 0) return null;
  const frame = { '--index': current, '--height': `${CAROUSEL_HEIGHT}px`, '--slide-width': `${CAROUSEL_SLIDE_WIDTH}px` } as CSSProperties;

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label} style={frame}>
      <div className={styles.viewport}>
        {/* Slides are groups (the WAI-ARIA carousel pattern), so the track is no list: a list may hold only list items. */}
        <div id={trackId} className={styles.track} aria-live={playing ? 'off' : 'polite'}>
          {items.map((item, slide) => {
            const active = slide === current;
            return (
              <div
                key={itemKey(item, slide)}
                className={active ? `${styles.slide} ${styles.active}` : styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${count}`}
                aria-hidden={!active}
                // A click on a slide beside the current one brings it to the centre first.
                onClickCapture={
                  active
                    ? undefined
                    : (event) => {
                        event.preventDefault();
                        event.stopPropagation();
                        goTo(slide);
                      }
                }
              >
                {renderItem(item, active)}
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-controls={trackId} onClick={() => goTo(current - 1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">Previous slide</span>
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} aria-controls={trackId} onClick={() => goTo(current + 1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">Next slide</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <div className={styles.dots}>
            {items.map((item, slide) => (
              <button
                key={itemKey(item, slide)}
                type="button"
                className={slide === current ? `${styles.dot} ${styles.dotCurrent}` : styles.dot}
                aria-label={`Go to slide ${slide + 1}`}
                aria-current={slide === current ? 'true' : undefined}
                aria-controls={trackId}
                onClick={() => goTo(slide)}
              />
            ))}
          </div>
          {playing && (
            <button type="button" className={styles.stop} onClick={() => setPlaying(false)}>
              Stop slideshow
            </button>
          )}
        </div>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import { Carousel } from '../../components/Carousel';
import { UserAvatar } from '../../components/UserAvatar';
import { worldPath } from '../../components/WorldCard';
import { useAllWorlds } from './api';
import { featuredSlides, type FeaturedSlide } from './featuredSlides';
import styles from './FeaturedWorlds.module.css';

// How long each featured slide stays before the next, while nobody has touched the carousel.
export const FEATURED_AUTO_ADVANCE_MS = 6000;

/** The Featured Worlds billboard above the world browser. */
export function FeaturedWorlds({ autoAdvance = true }: { autoAdvance?: boolean }) {
  // The first page of public worlds is newest first: its first world is the real slide.
  const firstPage = useAllWorlds(0);
  const slides = featuredSlides(firstPage.data?.worlds[0]);

  return (
    <Carousel
      label="Featured Worlds"
      items={slides}
      itemKey={(slide) => slide.key}
      renderItem={(slide, active) => <Billboard slide={slide} active={active} />}
      autoAdvanceMs={autoAdvance ? FEATURED_AUTO_ADVANCE_MS : undefined}
    />
  );
}

function Billboard({ slide, active }: { slide: FeaturedSlide; active: boolean }) {
  return (
    <Link to={worldPath(slide.worldID)} className={styles.billboard} tabIndex={active ? undefined : -1}>
      <img className={styles.image} src={slide.image} alt="" />
      <div className={styles.content}>
        <span className={styles.badge}>{slide.badge}</span>
        <h3 className={styles.name}>{slide.name}</h3>
        {slide.description && <p className={styles.description}>{slide.description}</p>}
        {slide.author && (
          <span className={styles.author}>
            <UserAvatar user={slide.author} size={24} />
            {slide.author.name}
          </span>
        )}
        <span className={styles.visit}>
          Visit world <span aria-hidden="true">→</span>
        </span>
      </div>
    </Link>
  );
}

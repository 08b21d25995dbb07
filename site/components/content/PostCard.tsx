/**
 * A post card drawn in the browser by the home page's load-more island. The build renders the same
 * markup with PostCard.astro (cheaper than server-rendering React per card); keep the two in step:
 * a browser test compares a built card with a loaded one.
 */
import type { PostCardData } from './card-data';
import ResponsiveImage from '../media/ResponsiveImage';

export interface PostCardProps {
  card: PostCardData;
  /** h2 in a page's main grid, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
}

export default function PostCard({ card, headingLevel = 'h3' }: PostCardProps) {
  const Heading = headingLevel;
  return (
    <article className={`card post-card pastel-${card.color}`} data-post-id={card.id}>
      {card.imageUrl && <ResponsiveImage className="card-media" src={card.imageUrl} alt="" width={640} height={360} sizes="card" />}
      <div className="card-body">
        {card.category && <span className="badge">{card.category.name}</span>}
        <Heading className="card-title">
          <a className="card-link" href={card.href}>
            {card.title}
          </a>
        </Heading>
        <p className="card-text">{card.excerpt}</p>
        <p className="post-card__meta muted">
          {card.date ? <time dateTime={card.date} data-relative="">{card.dateText}</time> : <span>{card.dateText}</span>}
        </p>
      </div>
    </article>
  );
}

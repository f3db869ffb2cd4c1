import { Link } from "react-router";
import type { HighlightCard } from "~/content/pages/home";
import { Picture } from "./picture";

/** A row of picture cards, each leading to a page (SPEC 2.3, 2.15). */
export function HighlightCards({ cards, headingLevel = 3 }: { cards: HighlightCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="highlight-cards" role="list">
      {cards.map((card) => (
        <li key={card.title} className="card highlight-card">
          <Picture image={card.image} sizes="(min-width: 900px) 22rem, (min-width: 600px) 45vw, 92vw" alt="" />
          <div className="highlight-card-body">
            <Heading>{card.title}</Heading>
            <p>{card.text}</p>
            {card.to ? (
              <Link to={card.to} className="highlight-card-link">
                {card.linkLabel}
              </Link>
            ) : (
              <a href={card.href} className="highlight-card-link">
                {card.linkLabel}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Move up, Move down and Remove for one list item: each posts the form (saving the draft first). */
export function ListItemButtons({
  itemName,
  title,
  index,
  count,
}: {
  itemName: string;
  title: string;
  index: number;
  count: number;
}) {
  return (
    <div className="list__buttons">
      <button
        type="submit"
        name="op"
        value={`up:${itemName}`}
        className="button button--quiet"
        disabled={index === 0}
        aria-label={`Move ${title} up`}
      >
        Move up
      </button>
      <button
        type="submit"
        name="op"
        value={`down:${itemName}`}
        className="button button--quiet"
        disabled={index === count - 1}
        aria-label={`Move ${title} down`}
      >
        Move down
      </button>
      <button
        type="submit"
        name="op"
        value={`remove:${itemName}`}
        className="button button--quiet"
        aria-label={`Remove ${title}`}
      >
        Remove
      </button>
    </div>
  );
}

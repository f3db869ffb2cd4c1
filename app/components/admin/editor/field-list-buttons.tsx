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
  const buttons = [
    { op: "up", text: "Move up", label: `Move ${title} up`, disabled: index === 0 },
    { op: "down", text: "Move down", label: `Move ${title} down`, disabled: index === count - 1 },
    { op: "remove", text: "Remove", label: `Remove ${title}`, disabled: false },
  ];
  return (
    <div className="list__buttons">
      {buttons.map(({ op, text, label, disabled }) => (
        <button
          key={op}
          type="submit"
          name="op"
          value={`${op}:${itemName}`}
          className="button button--quiet"
          disabled={disabled}
          aria-label={label}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

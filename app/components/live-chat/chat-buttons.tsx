/**
 * A chat form's buttons in a row: its submit button, then the outlined buttons the chat's script acts on,
 * each found by its class (rename, request prayer, end the conversation, clear the moment).
 */
export function ChatButtons({
  submit,
  actions,
}: {
  submit: string;
  actions: readonly ({ className: string; label: string } | null)[];
}) {
  return (
    <div className="button-row">
      <button type="submit" className="button">
        {submit}
      </button>
      {actions.map((action) =>
        action ? (
          <button key={action.className} type="button" className={`button button-outline ${action.className}`}>
            {action.label}
          </button>
        ) : null,
      )}
    </div>
  );
}

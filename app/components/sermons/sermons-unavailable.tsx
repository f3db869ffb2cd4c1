/** When Vimeo fails and nothing was ever cached: a kind word instead of an error. */
export function SermonsUnavailable() {
  return (
    <div className="notice sermons-unavailable" role="status">
      <p>Sermons are unavailable right now. Please check back in a little while.</p>
    </div>
  );
}

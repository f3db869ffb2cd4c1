import { setBounded } from "~/lib/bounded-map";

/**
 * Requests for one address that arrive while it is being rendered wait for
 * that render, so a Sunday crowd costs one render of a page a minute
 * (docs/decisions/007); but they are handed its answer only when that answer
 * is for anyone (`shareable`: a public page a cache may keep, or a no-store
 * page its loader said is for anyone, NO_STORE_FOR_ANYONE). Any other answer
 * (a form's one-time token, a signed link's page, whatever else says
 * no-store) goes to the request that asked for it alone, and each waiter
 * renders its own, as a shared cache does with a response it may not store
 * (docs/decisions/065). Sharing is learnt from each answer and opted into,
 * never assumed, so a new private page is not shared by mistake.
 *
 * An address whose answer this minute was one visitor's is remembered for the
 * minute: its next requests render at once instead of queueing behind another's.
 */

export interface Render<T> {
  answer: T;
  /** "shared": this request waited for another's render of a page for anyone. */
  source: "own" | "shared";
}

export function sharedRenders<T extends { shareable: boolean }>(maxAddresses: number) {
  const rendering = new Map<string, Promise<T>>();
  /** Address → the minute in which its answer was one visitor's. */
  const perVisitor = new Map<string, string>();

  /**
   * The answer for `key` at `minute`: another request's render of it, when that one is for anyone, else
   * `render()`'s own. `shareable` false (an address no page reads as such) renders alone, never joined.
   */
  return async function renderShared(
    key: string,
    minute: string,
    shareable: boolean,
    render: () => Promise<T>,
  ): Promise<Render<T>> {
    if (!shareable || perVisitor.get(key) === minute) return { answer: await render(), source: "own" };
    // Concurrent requests share a render only within the same minute: one a
    // minute later (or at another test clock) must not get the earlier page.
    const renderKey = `${minute} ${key}`;
    const pending = rendering.get(renderKey);
    if (pending) {
      const answer = await pending;
      if (answer.shareable) return { answer, source: "shared" };
      return { answer: await render(), source: "own" };
    }
    const own = render().then((answer) => {
      if (!answer.shareable) setBounded(perVisitor, key, minute, maxAddresses);
      return answer;
    });
    rendering.set(renderKey, own);
    // Settled either way (a failed render is the owner's error, and its waiters'), it is no longer pending.
    const settled = () => rendering.delete(renderKey);
    own.then(settled, settled);
    return { answer: await own, source: "own" };
  };
}

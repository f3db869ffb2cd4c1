/**
 * The value of `promise` if it settles within `ms`, else null (the promise
 * runs on). A loader uses it to tell data that is already cached, and can
 * choose the page's headers, from data still on its way.
 */
export function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

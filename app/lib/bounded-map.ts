/**
 * Sets `key` in `map` as its most recent entry, and forgets the least recently
 * set entries beyond `max`, so a map keyed by what visitors ask for (a URL, a
 * slug) cannot grow without bound. A Map keeps insertion order: the first key
 * is the oldest.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

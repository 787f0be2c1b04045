// Per-event and per-document caches keep a map of maps; this is their one get-or-create.

/** The value `map` holds for `key`, made by `make` and stored on first use. */
export function getOrSet<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * Drawings kept in memory by key, each drawn once even when asked again before it is done: at
 * most `max`, the least recently asked going first. A failed drawing is not kept (its source may
 * appear later, or the next try may work).
 */
export function keptDrawings<T>(max: number): (key: string, draw: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, Promise<T>>();
  return (key, draw) => {
    const known = kept.get(key);
    if (known) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const drawn = draw();
    drawn.catch(() => kept.delete(key));
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(key, drawn);
    return drawn;
  };
}

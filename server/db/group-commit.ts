/**
 * Group commit: the writes of many concurrent callers made as one statement (one transaction, one round trip, one WAL
 * flush). An item that arrives while a write runs waits for the next one, which takes every item waiting then; each
 * caller's promise settles when the write holding its item has committed (or failed). No timer: an item alone is written
 * at once, and under load a write holds as many items as arrived during the one before (at most `max`).
 */
export function groupCommit<T>(write: (items: T[]) => Promise<void>, max = 500): (item: T) => Promise<void> {
  const waiting: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let writing = false;
  const drain = async () => {
    writing = true;
    while (waiting.length) {
      const batch = waiting.splice(0, max);
      try {
        await write(batch.map((w) => w.item));
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    writing = false;
  };
  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}

/**
 * One direct download at a time (src/api/downloads.ts) with what the user sees meanwhile: which one is busy, and the
 * server's readable message when it failed, until dismissed or the next download starts.
 */
import { useCallback, useState } from 'react';
import { useSession } from '../auth/context.ts';
import { saveFile } from '../api/downloads.ts';

/** A download's state and its start, as a screen hands it to parts that show the button. */
export type DirectDownload = ReturnType<typeof useDirectDownload>;

export function useDirectDownload() {
  const { authToken } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useCallback(
    async (id: string, path: string, fallbackName: string) => {
      setBusy(id);
      setError(null);
      try {
        await saveFile(authToken, path, fallbackName);
      } catch (err) {
        setError((err as Error).message);
      } finally {
        setBusy(null);
      }
    },
    [authToken],
  );
  return { busy, error, start, dismiss: () => setError(null) };
}

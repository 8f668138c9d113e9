import type { ApiClient } from '../api/client.ts';

/** At most this many reports per page load, so a render loop cannot flood the server. */
const MAX_REPORTS = 20;

/** The text of a browser error or rejection, without the stack (the bug list shows messages). */
export function bugMessage(reason: unknown): string | null {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`.slice(0, 2000);
  if (typeof reason === 'string' && reason) return reason.slice(0, 2000);
  return null;
}

/**
 * Reports uncaught errors of the signed-in app to the survey's bug list (`POST vuejs/logs/bugs/{survey}`),
 * which root users read with the bug badge. Returns the function that stops reporting.
 */
export function reportBugs(api: ApiClient, survey: () => string | null, target: EventTarget = window): () => void {
  let sent = 0;
  const send = (reason: unknown) => {
    const message = bugMessage(reason);
    const extName = survey();
    if (!message || !extName || sent >= MAX_REPORTS) return;
    sent++;
    void api.post(`vuejs/logs/bugs/${encodeURIComponent(extName)}`, { message }).catch(() => {});
  };
  const onError = (e: Event) => send((e as ErrorEvent).error ?? (e as ErrorEvent).message);
  const onRejection = (e: Event) => send((e as PromiseRejectionEvent).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

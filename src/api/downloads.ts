/**
 * The direct download links of spec 1 section 7 (server/routes/downloads.ts): the file comes in the answer. A plain
 * link cannot send the session token (it lives in sessionStorage), so the app fetches the file with it and hands the
 * browser the bytes (saveFile); the paths are still the links a person could copy.
 */
import { ApiError, apiUrl, errorOf, type FetchLike } from './client.ts';
import { callPath } from './path.ts';
import { encodeSegment } from '../session/navigation.ts';

/** GET vuejs/download/indicators/{survey}/{path}: the drill path with its `;` filter tokens. */
export function indicatorsDownloadPath(surveyExtName: string, drillPath: string): string {
  return `${callPath('vuejs/download/indicators', surveyExtName)}/${encodeSegment(drillPath)}`;
}

/** GET vuejs/download/rankinglist/{survey}/{config}/{path}/none: the path carries the filters, as on the ranking call. */
export function rankingListDownloadPath(surveyExtName: string, config: string, drillPath: string): string {
  return `${callPath('vuejs/download/rankinglist', surveyExtName, config)}/${encodeSegment(drillPath)}/none`;
}

/** GET vuejs/download/taskreport/{survey}/{uuid}: a queued report's finished file. */
export function taskReportDownloadPath(surveyExtName: string, taskUUID: string): string {
  return callPath('vuejs/download/taskreport', surveyExtName, taskUUID);
}

/** The file name the server gave in Content-Disposition (RFC 6266 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  // A quoted name, or a bare token (the server quotes only names that need it).
  const plain = /filename=(?:"([^"]+)"|([^;\s]+))/i.exec(disposition ?? '');
  return plain?.[1] ?? plain?.[2] ?? fallback;
}

/** Fetches a file with the session token; a refusal throws ApiError with the server's readable message. */
export async function fetchFile(authToken: string, path: string, fallbackName: string, fetchFn: FetchLike = (input, init) => fetch(input, init)): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetchFn(apiUrl(path), { headers: { Authorization: authToken } });
  } catch (err) {
    throw new ApiError(0, 'network', `The server could not be reached (${(err as Error).message})`);
  }
  if (!response.ok) throw await errorOf(response);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

/** Lets the browser save what an address (an object or data URL) holds under `fileName`, as a link's download would. */
export function downloadHref(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Hands fetched bytes to the browser as a download through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadHref(url, fileName);
  // The browser has taken the file once the click is handled; free the memory a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a file with the session token and saves it. */
export async function saveFile(authToken: string, path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchFile(authToken, path, fallbackName);
  saveBlob(blob, fileName);
}

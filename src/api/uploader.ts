/**
 * The data uploader's calls (spec 3 section 7, Data uploader): the upload with its progress in real bytes (an
 * XMLHttpRequest, whose upload events fetch does not give), the mapping, and the import sets.
 */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiUrl, type ApiCaller, type ApiEditor, type ApiReader } from './client.ts';
import { callPath } from './path.ts';
import type { ImportResult } from '../../schemas/api/import-result.gen.ts';
import type { ImportSetList } from '../../schemas/api/import-set-list.gen.ts';
import type { UploadMapping } from '../../schemas/api/upload-mapping.gen.ts';
import type { UploadResponse } from '../../schemas/api/upload-response.gen.ts';
import type { UploadMappingQuery } from '../../schemas/api/params/upload-mapping-query.gen.ts';

export const importSetsKey = (surveyExtName: string) => ['importSets', surveyExtName] as const;

/** GET vuejs/datauploader/fetchimportsets/{survey}/{id}: the survey's import sets, newest first. */
export function importSetsQuery(api: ApiReader, surveyExtName: string, componentId: string) {
  return queryOptions({
    queryKey: [...importSetsKey(surveyExtName), componentId],
    queryFn: ({ signal }) => api.get<ImportSetList>(callPath('vuejs/datauploader/fetchimportsets', surveyExtName, componentId), { signal }),
  });
}

/** A browser's XMLHttpRequest, or a stand-in in tests. */
export type XhrFactory = () => XMLHttpRequest;

/**
 * POST vuejs/datauploader/uploadfile/{survey}/{id} (multipart field files): `onProgress` gets the bytes sent so far
 * and the request's total from the upload's progress events. A refusal rejects with the server's message.
 */
export function uploadSpreadsheet(
  authToken: string | null,
  surveyExtName: string,
  componentId: string,
  file: Blob & { name: string },
  onProgress: (loaded: number, total: number) => void,
  xhrOf: XhrFactory = () => new XMLHttpRequest(),
): Promise<UploadResponse> {
  const form = new FormData();
  form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = xhrOf();
    xhr.open('POST', apiUrl(callPath('vuejs/datauploader/uploadfile', surveyExtName, componentId)));
    if (authToken) xhr.setRequestHeader('Authorization', authToken);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      let body: { error?: string; message?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as UploadResponse);
      else reject(new ApiError(xhr.status, body?.error ?? 'upload_failed', body?.message ?? `The upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The server could not be reached.'));
    xhr.send(form);
  });
}

/** POST vuejs/datauploader/handlemapping/{survey}/{id}/{x}?update=: imports the kept upload, all rows or none. */
export function importMapping(
  api: ApiCaller,
  surveyExtName: string,
  componentId: string,
  uploadId: number,
  mapping: UploadMapping,
  update: boolean,
): Promise<ImportResult> {
  return api.post<ImportResult>(callPath('vuejs/datauploader/handlemapping', surveyExtName, componentId, uploadId), mapping, {
    query: { update } satisfies UploadMappingQuery,
  });
}

/** DELETE vuejs/datauploader/deleteimportset/{survey}/{id}: answers the import sets left. */
export function deleteImportSet(api: ApiEditor, surveyExtName: string, importSetId: number): Promise<ImportSetList> {
  return api.delete<ImportSetList>(callPath('vuejs/datauploader/deleteimportset', surveyExtName, importSetId));
}

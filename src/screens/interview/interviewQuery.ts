import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { InterviewComment } from '../../../schemas/api/interview-comment.gen.ts';
import type { InterviewData } from '../../../schemas/api/interview-data.gen.ts';
import type { ShareInterviewAnswer } from '../../../schemas/api/share-interview-answer.gen.ts';
import type { ShareNetwork } from '../../../schemas/api/share-interview-request.gen.ts';

const at = (survey: string, id: string) => `${encodeURIComponent(survey)}/${encodeURIComponent(id)}`;

/** The interview page's data: GET vuejs/interview/{survey}/{id}. */
export function interviewQuery(api: ApiClient, surveyExtName: string, interviewId: string) {
  return queryOptions({
    queryKey: ['interview', surveyExtName, interviewId],
    queryFn: ({ signal }) => api.get<InterviewData>(`vuejs/interview/${at(surveyExtName, interviewId)}`, { signal }),
  });
}

/** POST vuejs/interview/addcomment/{survey}/{id}: answers the stored comment. */
export function addInterviewComment(api: ApiClient, surveyExtName: string, interviewId: string, message: string) {
  return api.post<InterviewComment>(`vuejs/interview/addcomment/${at(surveyExtName, interviewId)}`, { message });
}

/** POST vuejs/interview/share/{survey}/{id}: the public address and the network's share dialog. */
export function shareInterview(api: ApiClient, surveyExtName: string, interviewId: string, network: ShareNetwork) {
  return api.post<ShareInterviewAnswer>(`vuejs/interview/share/${at(surveyExtName, interviewId)}`, { network });
}

/** The dialog's rule (spec 1 section 5): save stays disabled while the message is empty; blank counts as empty. */
export function canSaveComment(message: string, max: number): boolean {
  const text = message.trim();
  return text.length > 0 && text.length <= max;
}

import { queryOptions } from '@tanstack/react-query';
import type { InterviewComment } from '../../schemas/api/interview-comment.gen.ts';
import type { InterviewData } from '../../schemas/api/interview-data.gen.ts';
import type { ShareInterviewAnswer } from '../../schemas/api/share-interview-answer.gen.ts';
import type { ShareInterviewRequest, ShareNetwork } from '../../schemas/api/share-interview-request.gen.ts';
import type { AddInterviewCommentRequest } from '../../schemas/api/add-interview-comment-request.gen.ts';
import type { ApiClient } from './client.ts';
import { callPath } from './path.ts';

/** The interview page's data: GET vuejs/interview/{survey}/{id}. */
export function interviewQuery(api: ApiClient, surveyExtName: string, interviewId: number) {
  return queryOptions({
    queryKey: ['interview', surveyExtName, interviewId],
    queryFn: ({ signal }) => api.get<InterviewData>(callPath('vuejs/interview', surveyExtName, interviewId), { signal }),
  });
}

/** POST vuejs/interview/addcomment/{survey}/{id}: answers the stored comment. */
export function addInterviewComment(api: ApiClient, surveyExtName: string, interviewId: number, message: string) {
  return api.post<InterviewComment>(callPath('vuejs/interview/addcomment', surveyExtName, interviewId), { message } satisfies AddInterviewCommentRequest);
}

/** POST vuejs/interview/share/{survey}/{id}: the public address and the network's share dialog. */
export function shareInterview(api: ApiClient, surveyExtName: string, interviewId: number, network: ShareNetwork) {
  return api.post<ShareInterviewAnswer>(callPath('vuejs/interview/share', surveyExtName, interviewId), { network } satisfies ShareInterviewRequest);
}

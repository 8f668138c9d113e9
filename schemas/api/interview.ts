/**
 * The interview calls' schemas (issue 6: interview, shared interview, addcomment, share), spread into apiSchemas in
 * index.ts, and their TypeScript shapes for the server that builds them and the screen that reads them.
 */
import InterviewDataSchema from './interview-data.schema.json' with { type: 'json' };
import InterviewCommentSchema from './interview-comment.schema.json' with { type: 'json' };
import SharedInterviewSchema from './shared-interview.schema.json' with { type: 'json' };
import AddInterviewCommentRequestSchema from './add-interview-comment-request.schema.json' with { type: 'json' };
import ShareInterviewRequestSchema from './share-interview-request.schema.json' with { type: 'json' };
import ShareInterviewAnswerSchema from './share-interview-answer.schema.json' with { type: 'json' };

export const interviewSchemas = [InterviewCommentSchema, InterviewDataSchema, SharedInterviewSchema, AddInterviewCommentRequestSchema, ShareInterviewRequestSchema, ShareInterviewAnswerSchema];

export type FaceIcon = 'happy' | 'neutral' | 'sad' | 'none';
/** `date` values are ISO dates the client shows as day/month-year. */
export type ValueType = 'text' | 'number' | 'date';

export interface QuestionAnswer {
  extname: string;
  title: string;
  value: string;
  type?: ValueType;
}

export interface LabelValue {
  label: string;
  value: string;
}

export interface InterviewTable {
  extname: string;
  title: string;
  columns: { extname: string; title: string; rightAlign: boolean; type?: ValueType }[];
  rows: { cells: string[] }[];
}

export interface ResultGroup {
  label: string;
  answers: { label: string; value: string; icon: FaceIcon }[];
}

export interface Highlight {
  type: 'loyalty' | 'alert' | 'score';
  data: { segment?: 'promoter' | 'passive' | 'detractor'; title?: string; value?: string; alertId?: number; alertState?: number; icon?: FaceIcon };
}

export interface InterviewComment {
  id: number;
  /** ISO timestamp. */
  created: string;
  username: string;
  message: string;
}

export interface InterviewLink {
  interviewId: number;
  /** ISO date of the answer. */
  label: string;
  value: string;
  rating: number | null;
  faceIcon: FaceIcon;
  isCompleted: boolean;
  isSelected: boolean;
}

export interface MailTrackings {
  stats: { email: string; totalSent: number; totalOpened: number; shareOpened: number; totalClicked: number } | null;
  rows: { id: number; date: string; name: string; state: string; views: number; clicks: number; recording?: string }[];
}

export interface InterviewData {
  interviewId: number;
  surveyTitle: string;
  unitName: string;
  unitPath?: string;
  respondedAt: string;
  /** Sample state: 0 completed, 1 new, 2 approved, 3 unapproved, 4 cancelled. */
  state: number;
  isCompleted: boolean;
  highlights: Highlight[];
  backgroundGroups: { extname: string; title: string; questionAnswers: QuestionAnswer[] }[];
  openQuestionsData: LabelValue[];
  starredQuestionsData: LabelValue[];
  resultGroupsData: ResultGroup[];
  tableGroups: InterviewTable[];
  recordGroups: InterviewTable[];
  comments: InterviewComment[];
  mailTrackingsData: MailTrackings;
  showInternalValues: boolean;
  enableSharing: boolean;
  headerVariableTitle: string;
  sidebarData: {
    header: string;
    faceIcon: FaceIcon;
    rating: number | null;
    ratingText?: string;
    bgAnswers: QuestionAnswer[];
    interviewLinks: InterviewLink[];
    showDevelopmentChart: boolean;
    chartData: { categories: string[]; title: string; data: (number | null)[] };
  };
}

export interface SharedInterviewData {
  interviewId: number;
  surveyTitle: string;
  unitName: string;
  respondedAt: string;
  rating: number | null;
  ratingText: string;
  faceIcon: FaceIcon;
  openQuestionsData: LabelValue[];
  resultGroupsData: ResultGroup[];
}

export type ShareNetwork = 'FACEBOOK' | 'LINKEDIN';

export interface ShareInterviewAnswer {
  sharingURL: string;
  publishUrl: string;
}

/** Comment length after trimming (spec 1 section 5: save disabled while empty). */
export const COMMENT_MAX_LENGTH = 4000;
/** Spec 1 section 9: up to 8 background answers in the header, up to 10 related interviews. */
export const HEADER_ANSWERS_MAX = 8;
export const RELATED_MAX = 10;

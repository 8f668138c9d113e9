/**
 * The alert calls' answers (spec 1 section 3, Alert; schemas/api/alert-*.schema.json): one definition for the server
 * that builds them and the app that reads them.
 */
import type { AlertList } from '../../schemas/api/alert-list.gen';

export const ALERT_SORT_COLUMNS = ['createdAt', 'interviewDate', 'state', 'unit', 'score', 'id', 'age', 'owner'] as const;
export type AlertSortColumn = (typeof ALERT_SORT_COLUMNS)[number];
export const ALERT_LIST_COLUMNS = ['id', 'state', 'createdAt', 'interviewDate', 'unit', 'score', 'comment', 'age', 'owner'] as const;
export type AlertListColumn = (typeof ALERT_LIST_COLUMNS)[number];

export type { AlertListRow, AlertStateCount } from '../../schemas/api/alert-list.gen';
export type { AlertContact, AlertDetails, AlertQuestion } from '../../schemas/api/alert-details.gen';

/** One page of alerts with the sorting the server applied: the alert list answer without its segmented drill path. */
export type AlertListPage = Omit<AlertList, 'segmentedDrillPath' | 'page'>;

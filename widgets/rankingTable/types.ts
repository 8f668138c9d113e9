/** The ranking call's answer as the client reads it (schemas/api/ranking-data.schema.json). */
export interface RankingCell {
  value: number | string | null;
  formattedValue: string;
  /** Goal colour: 0 and 1 red, 2 amber, 3 green, null or absent hidden (spec 1 section 9). */
  target?: number | null;
}

export interface RankingHeader {
  extName: string;
  title: string;
  type?: string;
  sortable?: boolean;
}

export interface RankingRow {
  cells: RankingCell[];
  rankTarget?: number | null;
  interviewId?: number | null;
  sampleId?: number | null;
  isComplete?: boolean;
  alertId?: number | null;
  accessAllowed: boolean;
  drillPath: string;
  detailsVariables?: string[];
}

export interface RankingData {
  headers: RankingHeader[];
  rows: RankingRow[];
  footer: RankingRow | null;
  rankingVar: string;
  leafRows: boolean;
  totalNumberRows: number;
}

/** 50 rows a page (spec 1 section 9). */
export const PAGE_SIZE = 50;

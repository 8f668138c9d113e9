/**
 * The segmented drill path answer (spec 1 section 3, Drill path segment): one segment per level of the path, with the
 * units one can switch to there. One shape for the server that builds it and the drill path bar that shows it.
 */
export interface SegmentChild {
  /** The route parameter of the child (its path with the filters in force). */
  path: string;
  name: string;
  entityId: number;
  isCompleted: boolean;
}

export interface Segment {
  /** The route parameter of this segment (path with the filters in force). */
  path: string;
  name: string;
  helpText: string;
  children: SegmentChild[];
  nOpenAlerts: number;
}

export interface SegmentedPath {
  segments: Segment[];
  nInterviews: number;
  trendTitle: string;
  trendDetails: string;
  nOpenAlerts: number;
}

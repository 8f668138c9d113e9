/** A client-side error reported for a survey (spec 1 section 3, Bug), counted per message and user. */
export interface Bug {
  id: number;
  count: number;
  message: string;
  user: string | null;
  datetime: string;
}

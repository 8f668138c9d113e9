/** The header a report file opens with (built in context.ts; drawn by excel.ts and pdf.ts). */
export interface ContextLine {
  label: string;
  value: string;
}

/** The report's title and the lines under it. */
export interface ReportContext {
  title: string;
  lines: ContextLine[];
}

/** Each line as `Label: value`, the form both the sheet and the PDF show. */
export function contextText(line: ContextLine): string {
  return `${line.label}: ${line.value}`;
}

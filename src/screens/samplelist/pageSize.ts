/** The page size a user chose, remembered per survey for the tab (the route keeps only page and sort). */
const key = (survey: string) => `samplelist.rowsPerPage.${survey}`;

export function rememberedPageSize(survey: string): number | null {
  try {
    const n = Number(sessionStorage.getItem(key(survey)));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

export function rememberPageSize(survey: string, size: number): void {
  try {
    sessionStorage.setItem(key(survey), String(size));
  } catch {
    // Storage may be off (private mode): the choice then lasts as long as the screen.
  }
}

/**
 * Which words load when (DESIGN.md: 200 KB budget). The catalogues stay one file per locale (`<locale>.json`); the build
 * cuts each into one chunk per area by the id's prefix (scripts/vite-message-areas.ts). `core` (every id whose prefix is
 * listed nowhere) comes with the first screen; any other area comes with the lazy chunks that declare it
 * (`withMessages([...], () => import(...))`, src/i18n/appMessages.ts) before they render. src/i18n/areas.test.ts checks
 * that every module reached from a lazy chunk uses only ids of the areas loaded by then.
 * No import here: the Vite plugin and the app both read this table.
 */
export const AREA_PREFIXES = {
  /**
   * The signed-in frame (src/shell/SignedInFrame.tsx): menus, sidebars, filters, the report menu; and the drill header
   * every list screen shows, with the ranking words it shares with the ranking screen and the widgets.
   */
  frame: ['shell.', 'support.', 'bugs.', 'filters.', 'reports.', 'mailbox.', 'drill.', 'export.', 'page.', 'ranking.', 'rankingTable.', 'goal.'],
  /** The engine and the page's widgets (src/screens/page), and the charts other screens borrow from them. */
  widgets: ['widget.', 'actions.', 'action.', 'dataTable.', 'word.', 'engine.', 'uploader.'],
  interview: ['interview.'],
  alerts: ['alerts.'],
  samples: ['sample.', 'samplelist.', 'sampleEditor.'],
  templates: ['template.', 'mailEditor.'],
  /** The campaign screens (details, editor, wizard, lists) and the campaign machine's confirmations. */
  campaigns: ['campaign.'],
  /** The administration screens (roles, users) and their schema forms. */
  admin: ['roles.', 'adminForm.', 'users.', 'scripts.', 'surveyAdmin.'],
  password: ['password.'],
  notices: ['notice.'],
  /** The public big screen (src/screens/bigscreen). */
  bigscreen: ['bigscreen.'],
} as const satisfies Record<string, readonly `${string}.`[]>;

/** `core` loads first; the others with their screens. */
export type MessageArea = 'core' | keyof typeof AREA_PREFIXES;

export const MESSAGE_AREAS: readonly MessageArea[] = ['core', ...(Object.keys(AREA_PREFIXES) as (keyof typeof AREA_PREFIXES)[])];

/** The area a message id loads with: the one whose prefix it starts with, else core. */
export function areaOf(id: string): MessageArea {
  for (const [area, prefixes] of Object.entries(AREA_PREFIXES) as [keyof typeof AREA_PREFIXES, readonly string[]][]) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) return area;
  }
  return 'core';
}

/** The messages of one area, in the catalogue's order. */
export function messagesOfArea<T>(catalogue: Record<string, T>, area: MessageArea): Record<string, T> {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => areaOf(id) === area));
}

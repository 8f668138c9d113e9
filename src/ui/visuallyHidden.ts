/**
 * Text for screen readers only. Lengths are strings on purpose: in MUI's `sx` a bare 1 means 100 %, and a
 * full-width, no-wrap hidden text inside a table made pages wider than the window (issue 12, bug 3). Works as
 * `sx` and as `style`.
 */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

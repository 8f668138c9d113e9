import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The icons of the editable and downloadable tables (paths from Material Design icons, Apache 2.0), without the icon package. */
const PATHS = {
  check: 'M9 16.17L4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  close: 'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.9959.9959 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
  delete: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z',
  download: 'M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z',
} as const;

export function TableIcon({ name, ...props }: { name: keyof typeof PATHS } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden focusable="false" fontSize="small" {...props}>
      <path d={PATHS[name]} />
    </SvgIcon>
  );
}

import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { FaceIcon as Face } from '../../../schemas/api/interview-data.gen.ts';

/** Material Design icons (Apache 2.0) the interview page uses, without the icon package. */
const EYES_AND_FACE =
  'M15.5 8C14.67 8 14 8.67 14 9.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5S16.33 8 15.5 8zm-7 0C7.67 8 7 8.67 7 9.5S7.67 11 8.5 11s1.5-.67 1.5-1.5S9.33 8 8.5 8zm3.49-6C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';
const PATHS = {
  happy: `${EYES_AND_FACE}m0-4c-1.48 0-2.75-.81-3.45-2H6.88c.8 2.05 2.79 3.5 5.12 3.5s4.32-1.45 5.12-3.5h-1.67c-.7 1.19-1.97 2-3.45 2z`,
  neutral: `${EYES_AND_FACE}M9 14h6v1.5H9z`,
  sad: `${EYES_AND_FACE}m0-6c-2.33 0-4.32 1.45-5.12 3.5h1.67c.69-1.19 1.97-2 3.45-2s2.75.81 3.45 2h1.67c-.8-2.05-2.79-3.5-5.12-3.5z`,
  none: EYES_AND_FACE,
  back: 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z',
  share:
    'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92z',
  star: 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  comment: 'M21.99 4c0-1.1-.89-2-1.99-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h14l4 4-.01-18zM18 14H6v-2h12v2zm0-3H6V9h12v2zm0-3H6V6h12v2z',
  info: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
} as const;

export type InterviewIconName = keyof typeof PATHS;

export function InterviewIcon({ name, ...props }: { name: InterviewIconName } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden focusable="false" {...props}>
      <path d={PATHS[name]} />
    </SvgIcon>
  );
}

/** Green, amber and red faces; a dark amber keeps 3:1 contrast on white. */
export const FACE_COLOURS: Record<Face, string> = { happy: '#1b7a3a', neutral: '#a65c00', sad: '#b71c1c', none: '#6b6b6b' };

export function FaceIcon({ face, sx, ...props }: { face: Face } & SvgIconProps) {
  return <InterviewIcon {...props} name={face} sx={[{ color: FACE_COLOURS[face] }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}

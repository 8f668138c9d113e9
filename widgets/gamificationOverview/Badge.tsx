/**
 * The badge images of the gamification overview, our own SVGs: a medal for TopMarks, a rising line for an improving
 * streak, a target for a streak at or above goal. Obtained, a badge is in colour; not obtained, it is grey and says
 * so in its own text (not by colour alone). Each is one image to assistive technology, named by `label`.
 */
import type { ReactNode } from 'react';
import { AMBASSADOR_GREEN } from '../shared/palette.ts';

export type BadgeKind = 'topMarks' | 'improving' | 'aboveGoal';

const GOLD = '#C98A00';
const BLUE = '#0000C8';
/** Grey that keeps 4.5:1 on white for the "not yet" text. */
const GREY = '#6B6B6B';
const LIGHT_GREY = '#D9D9D9';

const COLOURS: Record<BadgeKind, string> = { topMarks: GOLD, improving: AMBASSADOR_GREEN, aboveGoal: BLUE };

function Emblem({ kind, colour }: { kind: BadgeKind; colour: string }): ReactNode {
  switch (kind) {
    case 'topMarks':
      return (
        <>
          <path d="M24 6 L32 24 L40 6" fill="none" stroke={colour} strokeWidth="5" strokeLinejoin="round" />
          <circle cx="32" cy="38" r="16" fill={colour} />
          <path d="M32 28 l3 6.5 7 .8 -5.2 4.8 1.4 7 -6.2-3.5 -6.2 3.5 1.4-7 -5.2-4.8 7-.8z" fill="#ffffff" />
        </>
      );
    case 'improving':
      return (
        <>
          <circle cx="32" cy="32" r="26" fill={colour} />
          <path d="M16 42 L27 31 L34 37 L47 22" fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M40 21 L48 21 L48 29" fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        </>
      );
    case 'aboveGoal':
      return (
        <>
          <circle cx="32" cy="32" r="26" fill={colour} />
          <circle cx="32" cy="32" r="17" fill="#ffffff" />
          <circle cx="32" cy="32" r="10" fill={colour} />
          <circle cx="32" cy="32" r="4" fill="#ffffff" />
        </>
      );
  }
}

/** A badge as an image: its emblem in colour, or greyed with `notYet` written across it. */
export function BadgeImage({ kind, obtained, label, notYet, imageURL }: { kind: BadgeKind; obtained: boolean; label: string; notYet: string; imageURL?: string }) {
  if (imageURL) return <img src={imageURL} alt={label} width={64} height={64} />;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 64 64" width={64} height={64} data-obtained={obtained}>
      <Emblem kind={kind} colour={obtained ? COLOURS[kind] : LIGHT_GREY} />
      {!obtained && (
        <>
          <rect x="2" y="50" width="60" height="13" rx="3" fill="#ffffff" stroke={GREY} />
          <text x="32" y="59.5" textAnchor="middle" fontSize="9" fontFamily="sans-serif" fill={GREY}>
            {notYet}
          </text>
        </>
      )}
    </svg>
  );
}

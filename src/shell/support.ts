/** The support contact shown in the support dialog and the notices (deployment facts, not translations). */
export const SUPPORT = {
  faqUrl: 'https://github.com/sightline-dashboard/sightline/wiki/FAQ',
  email: 'support@sightline.example',
  phone: '+46 8 123 456 00',
  /** Opening hours, Monday to Friday, Central European Time. */
  opens: '08:00',
  closes: '17:00',
} as const;

/** The upgrade notice's fixed reopening time (CET, UTC+1). */
export const UPGRADE_REOPENS_AT = '2026-12-07T07:00:00+01:00';

/** The moved notice (/finland, /vgs): the old and new login addresses, and where data up to 2020 stays. */
export const MOVED = {
  from: 'sightline.example.dk',
  to: 'https://sightline.example.fi/new/',
  toLabel: 'sightline.example.fi',
  archiveUrl: 'https://archive.sightline.example.dk/',
} as const;

/** Chart descriptors the fixtures of several widgets share: the loyalty segments, as the demo surveys define them. */
export const LOYALTY_SEGMENTS = [
  { variable: 'promoters', title: 'Promoters', color: '#00C896' },
  { variable: 'passives', title: 'Passives', color: '#BFBFBF' },
  { variable: 'detractors', title: 'Detractors', color: '#BE0000' },
];

import { useIntl } from 'react-intl';

/** Five stars in half steps (spec 3 section 9): full, half or empty, read out as "{rating} of 5 stars". */
export function Stars({ rating, color, size }: { rating: number; color: string; size: string }) {
  const intl = useIntl();
  const half = Math.round(rating * 2) / 2;
  return (
    <span
      role="img"
      aria-label={intl.formatMessage({ id: 'bigscreen.stars' }, { rating: half })}
      style={{ color, fontSize: size, letterSpacing: '0.1em', whiteSpace: 'nowrap' }}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = half >= n ? 100 : half >= n - 0.5 ? 50 : 0;
        return (
          <span key={n} aria-hidden style={{ position: 'relative', display: 'inline-block' }}>
            <span style={{ opacity: 0.3 }}>★</span>
            <span style={{ position: 'absolute', left: 0, top: 0, width: `${fill}%`, overflow: 'hidden' }}>★</span>
          </span>
        );
      })}
    </span>
  );
}

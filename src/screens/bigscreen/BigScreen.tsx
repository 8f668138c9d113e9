import { useEffect, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDayMonthYear } from '../../i18n/format.ts';
import { bigScreenQuery, isUnknownBigScreenKey, type BigScreenData } from '../../api/bigscreen.ts';
import { useAuth } from '../../auth/context.ts';
import { Stars } from './Stars.tsx';

/** How long each slide shows before the carousel moves on. */
export const SLIDE_MS = 10_000;

const route = getRouteApi('/bigscreen/$apiKeyToken');

/** The route's screen: the public big screen for the token in the address, no sign-in. */
export function BigScreenRouteScreen() {
  const { apiKeyToken } = route.useParams();
  const { api } = useAuth();
  return <BigScreenOrState query={useQuery(bigScreenQuery(api, apiKeyToken))} />;
}

/** What the wall shows for the state of the big screen's query: loading, the screen, or a plain reason. */
export function BigScreenOrState({ query: data }: { query: Pick<UseQueryResult<BigScreenData>, 'isPending' | 'isError' | 'error' | 'data'> }) {
  if (data.isPending)
    return (
      <Plain>
        <FormattedMessage id="bigscreen.loading" />
      </Plain>
    );
  if (data.isError && isUnknownBigScreenKey(data.error))
    return (
      <Plain>
        <FormattedMessage id="bigscreen.unknownKey" />
      </Plain>
    );
  // A failed hourly refresh keeps the last figures on the wall; the next try comes within a minute.
  if (data.data) return <BigScreen data={data.data} />;
  return (
    <Plain>
      <FormattedMessage id="bigscreen.unavailable" />
    </Plain>
  );
}

/** A plain page on the big screen's background: loading, an unknown or revoked key, the server out of reach. */
function Plain({ children }: { children: React.ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#1d2633', color: '#ffffff', fontSize: '1.5rem', padding: '2rem' }}>
      <p>{children}</p>
    </main>
  );
}

/** The carousel's slide index, cycling through `count` slides. */
function useCycle(count: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [count]);
  return count ? index % count : 0;
}

export function BigScreen({ data }: { data: BigScreenData }) {
  const intl = useIntl();
  const c = data.colors;
  const index = useCycle(data.slides.length);
  const slide = data.slides[index];
  const score = data.avgRating === null ? '–' : intl.formatNumber(data.avgRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <main
      data-layout={data.legacy ? 'legacy' : 'modern'}
      style={{
        minHeight: '100vh',
        background: c.wrapper,
        color: c.titleText,
        display: 'flex',
        flexDirection: data.legacy ? 'column' : 'row',
        gap: '1rem',
        padding: '1.5rem',
        boxSizing: 'border-box',
      }}
    >
      <section
        aria-labelledby="bigscreen-title"
        style={{ background: c.ratingColumn, flex: data.legacy ? 'none' : '0 0 32%', padding: '2rem', display: 'flex', flexDirection: 'column', gap: '1rem' }}
      >
        {data.logoURL && <img src={data.logoURL} alt="" style={{ maxWidth: '60%', maxHeight: '6rem' }} />}
        <h1 id="bigscreen-title" style={{ margin: 0, color: c.titleText, fontSize: '2.5rem' }}>
          {data.pathName}
        </h1>
        <h2 style={{ margin: 0, color: c.titleText, fontSize: '1.5rem' }}>{data.ratingTitle}</h2>
        <p style={{ margin: 0 }}>
          <span style={{ display: 'block', color: c.titleText }}>{data.avgRatingText}</span>
          <span style={{ color: c.score, fontSize: '5rem', fontWeight: 700 }}>{score}</span>
        </p>
        {data.avgRating !== null && <Stars rating={data.avgRating} color={c.stars} size="2.5rem" />}
        <p style={{ margin: 0, display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <span aria-hidden style={{ width: '1rem', height: '1rem', borderRadius: '50%', background: data.goalColor, display: 'inline-block' }} />
          <span>{data.goalValueText}</span>
        </p>
        <p style={{ margin: 0, color: c.titleText, opacity: 0.85 }}>{data.evaluationsText}</p>
        <p style={{ marginTop: 'auto', color: c.titleText, opacity: 0.85 }}>{data.deliveredByText}</p>
      </section>
      <section
        aria-roledescription="carousel"
        aria-label={data.ratingTitle || data.pathName}
        style={{ background: c.mainColumn, flex: 1, padding: '2rem', borderLeft: `4px solid ${c.divider}` }}
      >
        {slide ? (
          <article
            key={index}
            aria-live="polite"
            style={{ background: c.slide, color: c.answer, fontSize: '2rem', display: 'flex', flexDirection: 'column', gap: '1rem' }}
          >
            {slide.starRating !== null && <Stars rating={slide.starRating} color={c.slideStars} size="2rem" />}
            <blockquote style={{ margin: 0, color: c.answer }}>“{slide.comment}”</blockquote>
            <p style={{ margin: 0, color: '#c3c7cd', fontSize: '1.2rem' }}>{formatDayMonthYear(slide.evaluation)}</p>
            {slide.expressionResults.length > 0 && (
              <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '0.25rem 1.5rem', fontSize: '1.2rem', margin: 0, justifyContent: 'start' }}>
                {slide.expressionResults.map((r) => (
                  <div key={r.label} style={{ display: 'contents' }}>
                    <dt>{r.label}</dt>
                    <dd style={{ margin: 0 }}>{r.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </article>
        ) : (
          <p style={{ color: c.answer }}>
            <FormattedMessage id="bigscreen.noComments" />
          </p>
        )}
      </section>
    </main>
  );
}

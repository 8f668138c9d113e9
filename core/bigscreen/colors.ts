/** Spec 3 section 9: the big screen's default colours, which the server sends and the screen's tests render with. */
import type { BigScreenColors } from '../../schemas/api/big-screen-data.gen';

export const DEFAULT_COLORS: BigScreenColors = {
  wrapper: '#1d2633',
  mainColumn: '#242d3c',
  titleText: '#ffffff',
  score: '#ffffff',
  muted: '#646a74',
  ratingColumn: '#802420',
  answer: '#ffffff',
  divider: '#1d2633',
  stars: '#ffd700',
  slideStars: '#ffffff',
  slide: '#242d3c',
};

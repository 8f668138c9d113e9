/* Generated from schemas/api/big-screen-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/bigscreen/data/{key} (spec 3 sections 3 and 9, Big screen data): what the public big screen shows for the key's drill path. Never a name or contact data.
 */
export interface BigScreenData {
legacy: boolean
logoURL: (string | null)
pathName: string
ratingTitle: string
avgRatingText: string
avgRating: (number | null)
evaluationsText: string
deliveredByText: string
goalColor: string
goalValueText: string
colors: BigScreenColors
/**
 * @maxItems 20
 */
slides: BigScreenSlide[]
}
export interface BigScreenColors {
wrapper: string
mainColumn: string
titleText: string
score: string
/**
 * Date, evaluations and provided-by.
 */
muted: string
ratingColumn: string
answer: string
divider: string
stars: string
slideStars: string
slide: string
}
export interface BigScreenSlide {
/**
 * The rating in half steps.
 */
starRating: (number | null)
comment: string
/**
 * The day the answer was given (YYYY-MM-DD).
 */
evaluation: string
expressionResults: BigScreenExpressionResult[]
}
export interface BigScreenExpressionResult {
label: string
value: string
}

/* Generated from schemas/components/resultsBlock/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Results summary (GET vuejs/results/summary/{survey}/{id}/{path}).
 */
export interface ResultsBlockData {
selectionTime?: string
trendTime?: string
driverGroups: {
title: string
questionAnswers?: {
extName: string
title: string
value?: (number | null)
valueTrend?: (number | null)
diff?: (number | null)
goal?: (number | null)
goalStatus?: ((number | string) | null)
}[]
numericQuestionAnswers?: {
extName: string
title: string
value?: (number | null)
valueTrend?: (number | null)
diff?: (number | null)
goal?: (number | null)
goalStatus?: ((number | string) | null)
}[]
}[]
loyaltySatisfactionGroups: {
title: string
questionAnswers?: {
extName: string
title: string
value?: (number | null)
valueTrend?: (number | null)
diff?: (number | null)
goal?: (number | null)
goalStatus?: ((number | string) | null)
}[]
numericQuestionAnswers?: {
extName: string
title: string
value?: (number | null)
valueTrend?: (number | null)
diff?: (number | null)
goal?: (number | null)
goalStatus?: ((number | string) | null)
}[]
}[]
resultGroups: {
title: string
questionAnswers?: {
extName: string
title: string
value?: (number | null)
valueTrend?: (number | null)
diff?: (number | null)
goal?: (number | null)
goalStatus?: ((number | string) | null)
}[]
numericQuestionAnswers?: {
extName: string
title: string
value?: (number | null)
valueTrend?: (number | null)
diff?: (number | null)
goal?: (number | null)
goalStatus?: ((number | string) | null)
}[]
}[]
}

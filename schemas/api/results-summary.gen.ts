/* Generated from schemas/api/results-summary.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Results block (spec 2 section 3).
 */
export interface ResultsSummary {
selectionTime: string
trendTime: string
driverGroups: {
title: string
questionAnswers: {
extName: string
title: string
value: (number | null)
valueTrend: (number | null)
diff: (number | null)
goal: (number | null)
goalStatus: (number | null)
}[]
numericQuestionAnswers: {
extName: string
title: string
value: (number | null)
valueTrend: (number | null)
diff: (number | null)
goal: (number | null)
goalStatus: (number | null)
}[]
}[]
loyaltySatisfactionGroups: {
title: string
questionAnswers: {
extName: string
title: string
value: (number | null)
valueTrend: (number | null)
diff: (number | null)
goal: (number | null)
goalStatus: (number | null)
}[]
numericQuestionAnswers: {
extName: string
title: string
value: (number | null)
valueTrend: (number | null)
diff: (number | null)
goal: (number | null)
goalStatus: (number | null)
}[]
}[]
resultGroups: {
title: string
questionAnswers: {
extName: string
title: string
value: (number | null)
valueTrend: (number | null)
diff: (number | null)
goal: (number | null)
goalStatus: (number | null)
}[]
numericQuestionAnswers: {
extName: string
title: string
value: (number | null)
valueTrend: (number | null)
diff: (number | null)
goal: (number | null)
goalStatus: (number | null)
}[]
}[]
}

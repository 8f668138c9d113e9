/* Generated from schemas/api/filter-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A survey's standard and time filter sets, titles in the caller's locale (spec 1 section 3, Filter).
 */
export interface FilterList {
standardFilterSet: {
type: ("time" | "other")
filterGroups: {
quickSelect?: boolean
userSelectableRange?: boolean
filters: {
extName: string
title: string
multipleSelections?: boolean
serverSide?: boolean
range?: boolean
dateInterval?: boolean
options: {
extName: string
title: string
}[]
}[]
}[]
}
timeFilterSet: {
type: ("time" | "other")
filterGroups: {
quickSelect?: boolean
userSelectableRange?: boolean
filters: {
extName: string
title: string
multipleSelections?: boolean
serverSide?: boolean
range?: boolean
dateInterval?: boolean
options: {
extName: string
title: string
}[]
}[]
}[]
}
startFilter: string
campaigns?: {
id: string
title: string
}[]
}

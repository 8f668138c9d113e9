/* Generated from schemas/api/filter-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A survey's standard and time filter sets, titles in the caller's locale (spec 1 section 3, Filter).
 */
export interface FilterList {
standardFilterSet: FilterSet
timeFilterSet: FilterSet
startFilter: string
campaigns?: {
id: string
title: string
}[]
}
/**
 * This interface was referenced by `FilterList`'s JSON-Schema
 * via the `definition` "filterSet".
 */
export interface FilterSet {
type: ("time" | "other")
filterGroups: FilterGroup[]
}
/**
 * This interface was referenced by `FilterList`'s JSON-Schema
 * via the `definition` "filterGroup".
 */
export interface FilterGroup {
quickSelect?: boolean
userSelectableRange?: boolean
filters: FilterDefinition[]
}
/**
 * This interface was referenced by `FilterList`'s JSON-Schema
 * via the `definition` "filterDefinition".
 */
export interface FilterDefinition {
extName: string
title: string
multipleSelections?: boolean
serverSide?: boolean
range?: boolean
dateInterval?: boolean
options: FilterOption[]
}
/**
 * This interface was referenced by `FilterList`'s JSON-Schema
 * via the `definition` "filterOption".
 */
export interface FilterOption {
extName: string
title: string
}

/** The report calls' schemas (issue 6), listed once here and spread into apiSchemas in index.ts. */
import ReportTask from './report-task.schema.json' with { type: 'json' };
import ReportStatus from './report-status.schema.json' with { type: 'json' };
import ReportMenu from './report-menu.schema.json' with { type: 'json' };
import ReportFilterPaths from './report-filter-paths.schema.json' with { type: 'json' };

export const reportSchemas = [ReportTask, ReportStatus, ReportMenu, ReportFilterPaths];

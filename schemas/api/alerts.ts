/** The alert calls' schemas (issue 6), listed once here and spread into apiSchemas in index.ts. */
import AlertList from './alert-list.schema.json' with { type: 'json' };
import AlertDetails from './alert-details.schema.json' with { type: 'json' };
import AlertSave from './alert-save.schema.json' with { type: 'json' };
import AlertSaveError from './alert-save-error.schema.json' with { type: 'json' };

export const alertSchemas = [AlertList, AlertDetails, AlertSave, AlertSaveError];

export const TEMPLATE_DB = 'sightline_template';

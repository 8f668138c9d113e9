/* Generated from schemas/api/params/mail-image-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET /mail-images/{universe}/{key}: one e-mail image by its universe and random key (public: mail clients load it without a session).
 */
export interface MailImageParams {
universe: number
key: string
}

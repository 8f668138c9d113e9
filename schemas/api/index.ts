/** Every request/response schema the REST routes `$ref`, generated from the files of this folder by `npm run gen`. */
export { apiSchemas } from './index.gen';

/** "Lenovo ThinkPad T480": the rule lives with the wire schemas, shared with the server's CSV import and export. */
export { laptopFullName } from '../../../shared/schemas/laptop';

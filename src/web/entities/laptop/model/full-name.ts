/** "Lenovo ThinkPad T480": the rule lives in src/shared, shared with the server's CSV import and export. */
export { laptopFullName } from '../../../../shared/laptop-names';

/**
 * tslib for @docusaurus/utils-common only (src/plugins/dependency-shims resolves
 * `tslib` to this file for that package alone). Its CommonJS build requires
 * tslib for one helper, and a require() keeps every helper of tslib's ES
 * module in the bundle (10 KB). tests/unit/shims.test.ts checks that the
 * package uses no other helper.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}

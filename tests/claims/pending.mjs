// Options tables known to have no claim per row yet. Each is reported as "pending" on every run
// instead of failing; an entry must be removed once its table is covered (the runner fails
// otherwise), so this list only shrinks. `table` is the first header cell.
/** @type {{page: string, table: string, why: string}[]} */
export default [];

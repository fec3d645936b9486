/** `@generated/*` modules jest needs only to exist (site config, global data, metadata). */
export default {};

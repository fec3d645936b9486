/** `file: prefix.a.b[0].c: message; …`: every problem of a Joi validation, with the file named first. */
export function describe(
  file: string,
  prefix: string,
  error: import('joi').ValidationError,
): string {
  const problems = error.details.map((d) => {
    const path = d.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
    return `${prefix}${path}: ${d.message}`;
  });
  return `${file}: ${problems.join('; ')}`;
}

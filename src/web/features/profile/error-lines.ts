/** The field messages of a 400 reply as readable lines. */
export const errorLines = (errores: Record<string, string> | undefined) =>
  Object.values(errores ?? {})
    .map((m) => `- ${m}`)
    .join('\n');

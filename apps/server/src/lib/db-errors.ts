/** PostgreSQL's unique_violation; drizzle wraps the driver's error, so the cause chain is walked. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

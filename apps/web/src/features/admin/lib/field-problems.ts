/** What a contracts schema's `safeParse` tells: success, or the issues with their paths. */
interface Checked {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
}

/**
 * Which top-level fields a contracts schema refuses in a console form's request (the same check
 * the server makes), each once; a problem of the whole request is `form`.
 */
export function fieldProblemsOf(schema: Checked, request: unknown): string[] {
  const result = schema.safeParse(request);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? 'form')))];
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/**
 * The relative links of Markdown files that point nowhere: a file that does not exist, or a
 * `#fragment` that names no heading of the target (GitHub's heading ids: lower case, punctuation
 * dropped, spaces to hyphens, repeats numbered). Web addresses are not fetched.
 */
export function brokenLinks(files: string[], repoRoot: string): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const text = stripCode(readFileSync(file, 'utf8'));
    for (const { target, line } of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [path = '', fragment] = target.split('#', 2) as [string, string | undefined];
      const resolved = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      const where = `${relative(repoRoot, file)}:${line}`;
      if (!existsSync(resolved)) {
        problems.push(`${where}: ${target} (no such file)`);
        continue;
      }
      if (fragment && resolved.endsWith('.md') && statSync(resolved).isFile()) {
        const ids = headingIds(readFileSync(resolved, 'utf8'));
        if (!ids.has(fragment.toLowerCase())) problems.push(`${where}: ${target} (no such heading)`);
      }
    }
  }
  return problems;
}

/** Fenced code blocks and inline code blanked out (lines kept), so their text is not read as links. */
function stripCode(text: string): string {
  return text
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}

function linksOf(text: string): { target: string; line: number }[] {
  const found: { target: string; line: number }[] = [];
  const pattern = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ target: match[1]!, line });
  }
  return found;
}

/** The ids GitHub gives a file's headings. */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of stripCode(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

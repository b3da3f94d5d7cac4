import { paths } from '../../../lib/routes';

/** The page that joins the class of a code (the link and QR code a teacher shares). */
export function joinClassPath(code: string): string {
  return `${paths.classes}/join/${encodeURIComponent(code)}`;
}

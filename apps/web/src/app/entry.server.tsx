import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

/**
 * Runs only at build time: React Router prerenders the pages of react-router.config.ts through it
 * (there is no server rendering at run time). React's static prerender waits for every lazy part
 * of the page, then the document is sent whole.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  const { prelude } = await prerenderToNodeStream(<ServerRouter context={context} url={request.url} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(Buffer.concat(chunks).toString('utf8'), { status, headers });
}

/** A page that throws while prerendering: its error, in the build's output. */
export function handleError(error: unknown): void {
  console.error(error);
}

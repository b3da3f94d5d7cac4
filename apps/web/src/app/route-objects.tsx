import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import App from './root';
import routes from './routes';

interface RouteModule {
  default?: ComponentType;
  clientLoader?: RouteObject['loader'];
  HydrateFallback?: ComponentType;
}

const modules = import.meta.glob<RouteModule>('./routes/*.tsx');

/**
 * The app's route table (src/app/routes.ts) as a data router's route objects, each module loaded
 * when its route is first visited, as the built app does: the tests drive the real routes in a
 * memory router.
 */
function toRouteObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const load = modules[`./${entry.file}`];
    if (!load) throw new Error(`no route module ${entry.file}`);
    const lazy = async () => {
      const module = await load();
      return {
        Component: module.default ?? null,
        ...(module.clientLoader ? { loader: module.clientLoader } : {}),
        ...(module.HydrateFallback ? { HydrateFallback: module.HydrateFallback } : {}),
      };
    };
    if (entry.index) return { index: true, id: entry.id, lazy };
    return {
      id: entry.id,
      path: entry.path,
      lazy,
      ...(entry.children ? { children: toRouteObjects(entry.children) } : {}),
    };
  });
}

/** The whole app: the root and every route under it. */
export function appRouteObjects(): RouteObject[] {
  return [{ Component: App, children: toRouteObjects(routes) }];
}

import { lazy, Suspense, useState } from 'react';
import type { Language } from '@prepwise/contracts';
import { useIdleAfterLoad } from '../../lib/use-idle-after-load';
import { LanguageButton } from './language-button';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

/**
 * Changes the interface language. The menu (and the positioning library behind it) is its own
 * chunk, put in once the page has loaded and the browser is idle (its positioning re-renders the
 * page as it mounts): until then the same button shows, and a press on it opens the menu as soon
 * as it is there.
 */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const isReady = useIdleAfterLoad(openOnLoad);
  const fallback = (
    <LanguageButton
      aria-haspopup="menu"
      onClick={() => setOpenOnLoad(true)}
      onPointerEnter={() => void loadMenu()}
    />
  );
  if (!isReady) return fallback;
  return (
    <Suspense fallback={fallback}>
      <LanguageMenu onChange={onChange} defaultOpened={openOnLoad} />
    </Suspense>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import classes from './page-pending.module.css';

const LeavingContext = createContext(false);

/**
 * Whether the page on screen is being left: a link was followed to another page whose code or
 * data are still on their way (React Router keeps the old page until the next is ready). A
 * search that only changes the address's query is not leaving.
 */
export function useIsLeavingPage(): boolean {
  return useContext(LeavingContext);
}

/**
 * While a followed link's page loads, a bar along the top of the screen says it is coming, and
 * the frames make the content being left inert (`useIsLeavingPage`): what is typed there would be
 * lost when the next page replaces it (the sign-in and reset pages both have an "Email" field).
 * The navigation stays usable, to go elsewhere instead.
 */
export function PagePending({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isLeaving = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <LeavingContext.Provider value={isLeaving}>
      {isLeaving && (
        <div className={classes.bar} role="progressbar" aria-label={t('common.loading')}>
          <span className={classes.runner} />
        </div>
      )}
      {children}
    </LeavingContext.Provider>
  );
}
